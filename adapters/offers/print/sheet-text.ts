import type { Locale } from '../../../cms/locales'

const texts = {
  en: {
    title: 'Property listing', reference: 'Reference', sale: 'For sale', rent: 'For rent', onRequest: 'Price on request', perMonth: 'per month', perYear: 'per year',
    rooms: 'Rooms', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', surface: 'Total surface', livable: 'Living surface', terrace: 'Terrace', approximate: 'approx.',
    services: 'Services', description: 'Description', building: 'Building', schools: 'Schools nearby', school: 'School',
    walking: 'Walking', bicycling: 'Bicycle', transit: 'Transit', driving: 'Car', scan: 'Scan to see this offer online', contact: 'Contact us',
  },
  fr: {
    title: 'Fiche du bien', reference: 'Référence', sale: 'À vendre', rent: 'À louer', onRequest: 'Prix sur demande', perMonth: 'par mois', perYear: 'par an',
    rooms: 'Pièces', bedrooms: 'Chambres', bathrooms: 'Salles de bains', surface: 'Surface totale', livable: 'Surface habitable', terrace: 'Terrasse', approximate: 'env.',
    services: 'Prestations', description: 'Description', building: 'Immeuble', schools: 'Écoles à proximité', school: 'École',
    walking: 'À pied', bicycling: 'À vélo', transit: 'Transports', driving: 'En voiture', scan: 'Scannez pour voir ce bien en ligne', contact: 'Contactez-nous',
  },
  sp: {
    title: 'Ficha del inmueble', reference: 'Referencia', sale: 'En venta', rent: 'En alquiler', onRequest: 'Precio a consultar', perMonth: 'al mes', perYear: 'al año',
    rooms: 'Habitaciones', bedrooms: 'Dormitorios', bathrooms: 'Baños', surface: 'Superficie total', livable: 'Superficie útil', terrace: 'Terraza', approximate: 'aprox.',
    services: 'Servicios', description: 'Descripción', building: 'Edificio', schools: 'Colegios cercanos', school: 'Colegio',
    walking: 'A pie', bicycling: 'En bicicleta', transit: 'Transporte público', driving: 'En coche', scan: 'Escanee para ver este inmueble en línea', contact: 'Contáctenos',
  },
  ru: {
    title: 'Описание объекта', reference: 'Номер', sale: 'Продажа', rent: 'Аренда', onRequest: 'Цена по запросу', perMonth: 'в месяц', perYear: 'в год',
    rooms: 'Комнаты', bedrooms: 'Спальни', bathrooms: 'Ванные', surface: 'Общая площадь', livable: 'Жилая площадь', terrace: 'Терраса', approximate: 'прибл.',
    services: 'Удобства', description: 'Описание', building: 'Здание', schools: 'Школы поблизости', school: 'Школа',
    walking: 'Пешком', bicycling: 'На велосипеде', transit: 'Транспорт', driving: 'На машине', scan: 'Отсканируйте, чтобы открыть объект на сайте', contact: 'Свяжитесь с нами',
  },
  it: {
    title: "Scheda dell'immobile", reference: 'Riferimento', sale: 'In vendita', rent: 'In affitto', onRequest: 'Prezzo su richiesta', perMonth: 'al mese', perYear: "all'anno",
    rooms: 'Locali', bedrooms: 'Camere', bathrooms: 'Bagni', surface: 'Superficie totale', livable: 'Superficie abitabile', terrace: 'Terrazza', approximate: 'circa',
    services: 'Servizi', description: 'Descrizione', building: 'Edificio', schools: 'Scuole vicine', school: 'Scuola',
    walking: 'A piedi', bicycling: 'In bicicletta', transit: 'Mezzi pubblici', driving: 'In auto', scan: 'Scansiona per vedere questo immobile online', contact: 'Contattaci',
  },
} satisfies Record<Locale, Record<string, string>>

export type SheetText = (typeof texts)['en']
/** The listing sheet's own words in one of the five languages. */
export const sheetText = (lang: Locale): SheetText => texts[lang]
