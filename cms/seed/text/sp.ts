import { plural, RESIDENTIAL, type Bank } from './bank'

const TYPE: Record<string, string> = {
  apartment: 'Apartamento',
  studio: 'Estudio',
  villa: 'Villa',
  penthouse: 'Ático',
  duplex: 'Dúplex',
  office: 'Oficina',
  shop: 'Local comercial',
  parking: 'Plaza de garaje',
  cellar: 'Trastero',
  land: 'Terreno',
}
const VIEW_SHORT = {
  sea: 'con vista al mar',
  port: 'con vista al puerto',
  garden: 'con vista al jardín',
  city: 'con vista despejada',
  panoramic: 'con vista panorámica',
  quiet: 'en zona tranquila',
}
const VIEW_LONG = {
  sea: 'una vista impresionante al mar',
  port: 'una bonita vista al puerto',
  garden: 'una relajante vista a los jardines',
  city: 'una vista despejada de la ciudad',
  panoramic: 'una vista panorámica del Mediterráneo',
  quiet: 'un entorno tranquilo y verde',
}

export const sp: Bank = {
  name: (o) =>
    `${TYPE[o.type]}${o.pieces > 1 && RESIDENTIAL.has(o.type) ? ` de ${o.pieces} ambientes` : ''} ${VIEW_SHORT[o.view]} – ${o.building}`,
  intro: (o) =>
    `Situado en la residencia ${o.building} en ${o.place}, este inmueble de ${o.surface} m² ofrece ${VIEW_LONG[o.view]}.`,
  layout: (o) =>
    o.bedrooms > 0
      ? `Se compone de un luminoso salón, ${plural(o.bedrooms, 'dormitorio', 'dormitorios')} y ${plural(o.bathrooms, 'baño', 'baños')}.`
      : o.type === 'studio'
        ? 'La estancia principal, muy luminosa, se abre a una cocina equipada y a un baño con ducha.'
        : '',
  feature: (o) =>
    ({
      terrace: `Una terraza de ${o.terrace} m² prolonga las zonas de recepción.`,
      pool: 'La residencia dispone de piscina y de una zona de descanso.',
      renovated:
        'Completamente reformado con materiales de calidad, está listo para entrar a vivir.',
      concierge: 'Conserjería y seguridad las 24 horas del día.',
      parking: 'Incluye una plaza de aparcamiento en el sótano.',
      garden: 'Un jardín mediterráneo con olivos rodea la propiedad.',
      office: 'Los locales, climatizados, son adecuados para una oficina o una consultoría.',
      storage: 'El acceso es seguro y se realiza con tarjeta.',
    })[o.feature],
  closings: [
    'Una dirección excepcional, a pocos minutos de las playas y los comercios.',
    'Visitas con cita previa en nuestra agencia.',
    'Ideal como residencia principal o como segunda vivienda en la Riviera.',
  ],
  buildingDescription: (name, place, v) =>
    [
      `${name} es una residencia de prestigio en ${place}, con vestíbulo de recepción y conserje.`,
      `Construida frente al mar, la residencia ${name} en ${place} ofrece servicios de alta gama.`,
      `${name}: un edificio elegante en el corazón de ${place}, cerca de comercios y colegios.`,
    ][v % 3],
}
