import { RESIDENTIAL, type Bank } from './bank'

const TYPE: Record<string, string> = {
  apartment: 'Appartamento',
  studio: 'Monolocale',
  villa: 'Villa',
  penthouse: 'Attico',
  duplex: 'Duplex',
  office: 'Ufficio',
  shop: 'Negozio',
  parking: 'Posto auto',
  cellar: 'Cantina',
  land: 'Terreno',
}
const VIEW_SHORT = {
  sea: 'vista mare',
  port: 'vista porto',
  garden: 'vista giardino',
  city: 'con vista aperta',
  panoramic: 'con vista panoramica',
  quiet: 'in zona tranquilla',
}
const VIEW_LONG = {
  sea: 'una vista mozzafiato sul mare',
  port: 'una bella vista sul porto',
  garden: 'una rilassante vista sui giardini',
  city: 'una vista aperta sulla città',
  panoramic: 'una vista panoramica sul Mediterraneo',
  quiet: 'un contesto tranquillo e verde',
}
const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`)

export const it: Bank = {
  name: (o) =>
    `${TYPE[o.type]}${o.pieces > 1 && RESIDENTIAL.has(o.type) ? ` di ${o.pieces} locali` : ''} ${VIEW_SHORT[o.view]} – ${o.building}`,
  intro: (o) =>
    `Situato nella residenza ${o.building} a ${o.place}, questo immobile di ${o.surface} m² offre ${VIEW_LONG[o.view]}.`,
  layout: (o) =>
    o.bedrooms > 0
      ? `Si compone di un luminoso soggiorno, ${count(o.bedrooms, 'una camera da letto', 'camere da letto')} e ${count(o.bathrooms, 'un bagno', 'bagni')}.`
      : o.type === 'studio'
        ? 'L’ambiente principale, luminoso, si apre su una cucina attrezzata e un bagno con doccia.'
        : '',
  feature: (o) =>
    ({
      terrace: `Una terrazza di ${o.terrace} m² prolunga la zona giorno.`,
      pool: 'La residenza dispone di piscina e di una zona relax.',
      renovated: 'Completamente ristrutturato con materiali di pregio, è pronto da abitare.',
      concierge: 'Portineria e sicurezza sono garantite 24 ore su 24.',
      parking: 'Completa la proprietà un posto auto nel seminterrato.',
      garden: 'Un giardino mediterraneo con ulivi circonda la proprietà.',
      office: 'I locali, climatizzati, sono adatti a un ufficio o a uno studio professionale.',
      storage: 'L’accesso è protetto e avviene con badge.',
    })[o.feature],
  closings: [
    'Un indirizzo raro, a pochi minuti dalle spiagge e dai negozi.',
    'Visite su appuntamento presso la nostra agenzia.',
    'Ideale come residenza principale o come pied-à-terre in Riviera.',
  ],
  buildingDescription: (name, place, v) =>
    [
      `${name} è una residenza di prestigio a ${place}, con atrio di accoglienza e portiere.`,
      `Costruita di fronte al mare, la residenza ${name} a ${place} offre servizi di alto livello.`,
      `${name}: un edificio elegante nel cuore di ${place}, vicino a negozi e scuole.`,
    ][v % 3],
}
