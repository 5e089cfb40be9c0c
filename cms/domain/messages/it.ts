import { long } from './long'
import type { Messages } from './types'

/** What the server writes to people, in Italian. */
export const it: Messages = {
  layout: {
    regards: 'Cordiali saluti,',
    team: 'Il team di {agency}',
    phone: 'Tel.',
    website: 'Sito',
  },
  greeting: {
    hello: 'Buongiorno',
  },
  contactAck: {
    subject: 'Abbiamo ricevuto il Suo messaggio',
    received: 'Abbiamo ricevuto il Suo messaggio e La ringraziamo.',
    next: 'Un consulente dell’agenzia Le risponderà entro un giorno lavorativo, per e-mail o per telefono.',
    urgent: 'Per una richiesta urgente, ci chiami al {phone}.',
  },
  valuationAck: {
    subject: 'Abbiamo ricevuto la Sua richiesta di valutazione',
    received: 'Abbiamo ricevuto la Sua richiesta di valutazione e La ringraziamo.',
    next: 'Un consulente dell’agenzia La contatterà entro un giorno lavorativo per parlarne con Lei e, se lo desidera, fissare una visita dell’immobile.',
    urgent: 'Per qualsiasi domanda, ci chiami al {phone}.',
  },
  visitAck: {
    subject: 'Abbiamo ricevuto la Sua richiesta di visita',
    received:
      'Abbiamo ricevuto la Sua richiesta di visita dell’immobile {offer}, tra il {from} e il {to}.',
    receivedNoOffer: 'Abbiamo ricevuto la Sua richiesta di visita, tra il {from} e il {to}.',
    nextTitle: 'E adesso?',
    next: 'L’agenzia Le risponde entro un giorno lavorativo e Le conferma una fascia oraria per la visita per e-mail o per telefono.',
    nextNegotiator:
      '{name}, che segue questo immobile per l’agenzia, Le risponde entro un giorno lavorativo e Le conferma una fascia oraria per la visita per e-mail o per telefono. Linea diretta: {phone}.',
    follow: 'Può seguire la Sua richiesta nella Sua area clienti.',
    followAction: 'Seguire la mia richiesta',
  },
  invitation: {
    subject: 'L’agenzia Le ha aperto un’area clienti',
    intro: long(
      'L’agenzia Le ha aperto un’area clienti, con le Sue richieste di visita e i nostri ',
      'messaggi. Per attivarla, scelga il Suo nome utente e la Sua password.',
    ),
    action: 'Attivare la mia area clienti',
    codeLine: 'Il Suo codice di attivazione',
    expiry:
      'Questo codice è valido 7 giorni e funziona una sola volta. Dopo, ne chieda uno nuovo all’agenzia.',
  },
  password: {
    subject: {
      reset: 'Reimpostazione della password',
      welcome: 'Il Suo account cliente è stato creato: scelga la Sua password',
    },
    intro: {
      reset: 'Ha chiesto di cambiare la password della Sua area clienti.',
      welcome:
        'Il Suo account cliente è stato creato. Per accedere in seguito, scelga la Sua password.',
    },
    action: 'Scegliere la password',
    expiry:
      'Questo link è valido per un’ora e funziona una sola volta. Dopo, usi «Password dimenticata» nella pagina di accesso.',
    ignore:
      'Se non ha fatto questa richiesta, ignori questo messaggio: la Sua password non cambia.',
  },
  verification: {
    subject: 'Confermi il Suo indirizzo e-mail',
    intro:
      'Ha indicato questo indirizzo per la Sua area clienti. Lo confermi per ricevere i nostri messaggi.',
    action: 'Confermare il mio indirizzo',
    expiry: 'Questo link è valido per un’ora e funziona una sola volta.',
    ignore: 'Se non ha fatto questa richiesta, ignori questo messaggio: non Le scriveremo.',
  },
  accountDeleted: {
    subject: 'Il Suo account cliente è stato eliminato',
    done: 'Come da Sua richiesta, il Suo account cliente è stato eliminato il {date}.',
    removed:
      'I Suoi recapiti, le Sue preferenze, i preferiti, le ricerche salvate e gli avvisi sono stati cancellati, e tutte le Sue sessioni sono state chiuse.',
    kept: long(
      'Delle Sue richieste di visita e dei Suoi messaggi, l’agenzia conserva solo la data e ',
      'l’immobile interessato, senza il Suo nome né i Suoi recapiti.',
    ),
    notYou: long(
      'Se non ha chiesto Lei di eliminare l’account, ci contatti subito rispondendo a questo messaggio ',
      'o al numero {phone}.',
    ),
  },
  ownData: {
    title: 'I Suoi dati personali',
    exportedOn: 'Dati che {agency} conserva su di Lei, esportati il {date}.',
    account: 'Il Suo account',
    preferences: 'Le Sue preferenze',
    favourites: 'I Suoi preferiti (identificativi degli immobili)',
    visitRequests: 'Le Sue richieste di visita',
    fromAgency: 'Messaggi dell’agenzia e le Sue risposte',
    toAgency: 'I Suoi messaggi all’agenzia (modulo di contatto)',
    valuationRequests: 'Le Sue richieste di valutazione',
    savedSearches: 'Le Sue ricerche salvate e i Suoi avvisi',
    offersViewed: 'Le offerte che ha consultato dopo l’accesso',
    sessions: 'I Suoi accessi',
    none: 'Nessun elemento',
  },
  visitReply: {
    subject: 'Risposta alla Sua richiesta di visita',
    seeArea: 'Vedere il messaggio nella mia area clienti',
  },
  alertConfirm: {
    subject: 'Confermi il Suo avviso immobiliare',
    intro: 'Ha chiesto di ricevere i nuovi immobili corrispondenti alla Sua ricerca ({frequency}).',
    action: 'Confermare l’avviso',
    expiry: 'Questo link è valido per 48 ore.',
    ignore:
      'Se non ha fatto Lei questa richiesta, ignori questo messaggio: non verrà inviato alcun avviso.',
  },
  alert: {
    subjectOne: 'Un nuovo immobile corrisponde alla Sua ricerca',
    subjectMany: '{count} nuovi immobili corrispondono alla Sua ricerca',
    subjectDrop: 'Ribasso di prezzo: {name}',
    subjectDrops: 'Ribasso di prezzo: {count} immobili della Sua ricerca',
    subjectManyDrops:
      '{count} immobili corrispondono alla Sua ricerca, di cui {drops} con prezzo ribassato',
    intro: 'Ecco i nuovi immobili corrispondenti alla Sua ricerca salvata:',
    introDrop:
      'Il prezzo di questo immobile corrispondente alla Sua ricerca salvata è appena stato ribassato:',
    introDrops:
      'I prezzi di questi immobili corrispondenti alla Sua ricerca salvata sono appena stati ribassati:',
    introMixed:
      'Ecco i nuovi immobili e i ribassi di prezzo corrispondenti alla Sua ricerca salvata:',
    see: 'Vedere l’immobile',
    contact: 'Il Suo referente: {name}',
    why: 'Riceve questo messaggio perché ha salvato una ricerca sul nostro sito.',
    unsubscribe: 'Non ricevere più questi avvisi',
    priceDrop: 'Prezzo ribassato da {from} a {to}',
    rentDrop: 'Affitto ribassato da {from} a {to} al mese',
  },
  frequency: {
    instant: 'appena pubblicati',
    daily: 'una volta al giorno',
    weekly: 'una volta alla settimana',
  },
  criteria: {
    title: 'La Sua ricerca',
    labels: {
      kind: 'Operazione',
      area: 'Zona',
      types: 'Tipo di immobile',
      rooms: 'Locali',
      budget: 'Budget',
      map: 'Mappa',
      energy: 'Classe energetica',
      frequency: 'Avvisi',
    },
    kind: {
      sell: 'Acquisto',
      rent: 'Affitto',
      both: 'Acquisto o affitto',
    },
    areas: {
      monaco: 'Monaco',
      france: 'Costa Azzurra (Francia)',
      international: 'Internazionale',
      any: 'Tutte le zone',
    },
    room: {
      one: 'locale',
      many: 'locali',
    },
    fivePlus: '5 locali o più',
    or: 'o',
    budget: {
      between: 'Da {min} a {max}',
      upTo: 'Fino a {max}',
      from: 'Da {min}',
    },
    map: 'La zona disegnata sulla mappa',
    energy: '{class} o migliore',
  },
  sheet: {
    title: "Scheda dell'immobile",
    reference: 'Riferimento',
    sale: 'In vendita',
    rent: 'In affitto',
    onRequest: 'Prezzo su richiesta',
    perMonth: 'al mese',
    perYear: "all'anno",
    rooms: 'Locali',
    bedrooms: 'Camere',
    bathrooms: 'Bagni',
    surface: 'Superficie totale',
    livable: 'Superficie abitabile',
    terrace: 'Terrazza',
    approximate: 'circa',
    facts: 'Caratteristiche',
    services: 'Servizi',
    description: 'Descrizione',
    building: 'Edificio',
    schools: 'Scuole vicine',
    school: 'Scuola',
    walking: 'A piedi',
    bicycling: 'In bicicletta',
    transit: 'Mezzi pubblici',
    driving: 'In auto',
    scan: 'Scansioni il codice per vedere questo immobile online',
    contact: 'Ci contatti',
    negotiator: 'Il Suo referente',
    legalTitle: 'Informazioni legali',
    dpe: 'Classe energetica (DPE)',
    ges: 'Classe climatica (GES)',
    dpeUnit: 'kWh/m²/anno',
    gesUnit: 'kg CO₂/m²/anno',
    dpeDate: 'Diagnosi effettuata il {date}',
    energyCost:
      "Spesa annua stimata per l'energia con un uso standard: tra {min} e {max} all'anno (prezzi medi dell'energia del {year}).",
    excessive: 'Abitazione a consumo energetico eccessivo',
    notSubject: "L'immobile non è soggetto alla diagnosi di prestazione energetica (DPE).",
    inProgress: 'Diagnosi di prestazione energetica (DPE) in corso.',
    feesSeller: 'Onorari a carico del venditore.',
    feesBuyerIncluded: long(
      "Onorari a carico dell'acquirente: {percent} IVA inclusa del prezzo al netto degli ",
      'onorari. Prezzo onorari inclusi: {price}; prezzo al netto degli onorari: {priceExcl}.',
    ),
    feesBuyerRate:
      "Onorari a carico dell'acquirente: {percent} IVA inclusa del prezzo al netto degli onorari.",
    feesBuyerOnTop:
      "Onorari a carico dell'acquirente, in aggiunta al prezzo: {percent} IVA inclusa.",
    coproTitle: 'Condominio',
    coproLots: 'Numero di lotti',
    coproCharges: 'Spese annue medie',
    coproProcedure: 'Procedura in corso nei confronti del condominio',
    yes: 'Sì',
    no: 'No',
    perYearAmount: "{amount} all'anno",
    perMonthAmount: '{amount} al mese',
    rentCharges: 'Spese',
    modeProvision: 'acconto con conguaglio annuale',
    modeFlatRate: 'forfettarie',
    deposit: 'Deposito cauzionale',
    furnished: 'Arredato',
    unfurnished: 'Non arredato',
    tenantFees: "Onorari a carico dell'inquilino",
    inventoryFees: "di cui {amount} per lo stato dell'immobile",
    availableFrom: 'Disponibile dal',
    sectorFree: 'Settore libero',
    sectorFreeNote: 'Alloggio del settore libero monegasco: aperto a tutti i candidati.',
    sectorProtected: 'Settore protetto',
    sectorProtectedNote: long(
      'Alloggio del settore protetto monegasco: è riservato alle persone aventi diritto secondo ',
      'la legge monegasca (prima i cittadini monegaschi, poi gli altri nuclei prioritari). ',
      'Ci contatti per sapere se ha i requisiti.',
    ),
  },
}
