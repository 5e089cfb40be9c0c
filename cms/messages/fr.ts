import { long } from './long'

/**
 * What the server writes to people, in French: the reference. Its keys type the other languages (a
 * key missing or left over there fails the type-check) and its `{name}` slots type the values `t`
 * takes. `agency` is what the agency's own mails say: staff read French, so no other language has it.
 */
export const fr = {
  layout: {
    regards: 'Bien cordialement,',
    team: 'L’équipe {agency}',
    phone: 'Tél.',
    website: 'Site',
  },
  greeting: {
    hello: 'Bonjour',
  },
  contactAck: {
    subject: 'Nous avons bien reçu votre message',
    received: 'Nous avons bien reçu votre message et vous en remercions.',
    next: 'Un conseiller de l’agence vous répondra dans un délai d’un jour ouvré, par e-mail ou par téléphone.',
    urgent: 'Pour toute demande urgente, appelez-nous au {phone}.',
  },
  visitAck: {
    subject: 'Votre demande de visite a bien été reçue',
    received:
      'Nous avons bien reçu votre demande de visite du bien {offer}, entre le {from} et le {to}.',
    receivedNoOffer: 'Nous avons bien reçu votre demande de visite, entre le {from} et le {to}.',
    nextTitle: 'Et ensuite ?',
    next: 'L’agence vous répond dans un délai d’un jour ouvré et vous confirme un créneau de visite par e-mail ou par téléphone.',
    follow: 'Vous pouvez suivre votre demande dans votre espace client.',
    followAction: 'Suivre ma demande',
  },
  invitation: {
    subject: 'Votre espace client vous attend',
    intro: long(
      'L’agence vous a ouvert un espace client : vous y retrouverez vos demandes de visite et ',
      'nos messages. Pour l’activer, choisissez votre identifiant et votre mot de passe.',
    ),
    action: 'Activer mon espace client',
    codeLine: 'Votre code d’activation',
    expiry:
      'Ce code est valable 7 jours et ne sert qu’une fois. Passé ce délai, demandez-en un nouveau à l’agence.',
  },
  password: {
    subject: {
      reset: 'Réinitialisation de votre mot de passe',
      welcome: 'Votre compte client : choisissez votre mot de passe',
    },
    intro: {
      reset: 'Vous avez demandé à changer le mot de passe de votre espace client.',
      welcome:
        'Votre compte client a bien été créé. Pour vous connecter plus tard, choisissez votre mot de passe.',
    },
    action: 'Choisir mon mot de passe',
    expiry:
      'Ce lien est valable une heure et ne sert qu’une fois. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
  },
  verification: {
    subject: 'Confirmez votre adresse e-mail',
    intro:
      'Vous avez indiqué cette adresse pour votre espace client. Confirmez-la pour recevoir nos messages.',
    action: 'Confirmer mon adresse',
    expiry: 'Ce lien est valable une heure et ne sert qu’une fois.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : nous ne vous écrirons pas.',
  },
  visitReply: {
    subject: 'Votre demande de visite',
    seeArea: 'Retrouvez ce message dans votre espace client',
  },
  alertConfirm: {
    subject: 'Confirmez votre alerte immobilière',
    intro:
      'Vous avez demandé à être prévenu(e) des nouveaux biens correspondant à votre recherche ({frequency}).',
    action: 'Confirmer mon alerte',
    expiry: 'Ce lien est valable 48 heures.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : aucune alerte ne sera envoyée.',
  },
  alert: {
    subjectOne: 'Un nouveau bien correspond à votre recherche',
    subjectMany: '{count} nouveaux biens correspondent à votre recherche',
    intro: 'Voici les nouveaux biens correspondant à votre recherche enregistrée :',
    see: 'Voir le bien',
    why: 'Vous recevez ce message parce que vous avez enregistré une recherche sur notre site.',
    unsubscribe: 'Ne plus recevoir ces alertes',
    priceDrop: 'Prix baissé de {from} à {to}',
    rentDrop: 'Loyer baissé de {from} à {to} par mois',
  },
  frequency: {
    instant: 'dès leur parution',
    daily: 'une fois par jour',
    weekly: 'une fois par semaine',
  },
  criteria: {
    title: 'Votre recherche',
    labels: {
      kind: 'Projet',
      area: 'Secteur',
      types: 'Type de bien',
      rooms: 'Pièces',
      budget: 'Budget',
      map: 'Zone',
      energy: 'Classe énergie',
      frequency: 'Alertes',
    },
    kind: {
      sell: 'Achat',
      rent: 'Location',
      both: 'Achat ou location',
    },
    areas: {
      monaco: 'Monaco',
      france: 'Côte d’Azur (France)',
      international: 'International',
      any: 'Tous les secteurs',
    },
    room: {
      one: 'pièce',
      many: 'pièces',
    },
    fivePlus: '5 pièces et plus',
    or: 'ou',
    budget: {
      between: 'De {min} à {max}',
      upTo: 'Jusqu’à {max}',
      from: 'À partir de {min}',
    },
    map: 'Zone dessinée sur la carte',
    energy: '{class} ou mieux',
  },
  sheet: {
    title: 'Fiche du bien',
    reference: 'Référence',
    sale: 'À vendre',
    rent: 'À louer',
    onRequest: 'Prix sur demande',
    perMonth: 'par mois',
    perYear: 'par an',
    rooms: 'Pièces',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bains',
    surface: 'Surface totale',
    livable: 'Surface habitable',
    terrace: 'Terrasse',
    approximate: 'env.',
    services: 'Prestations',
    description: 'Description',
    building: 'Immeuble',
    schools: 'Écoles à proximité',
    school: 'École',
    walking: 'À pied',
    bicycling: 'À vélo',
    transit: 'Transports',
    driving: 'En voiture',
    scan: 'Scannez pour voir ce bien en ligne',
    contact: 'Contactez-nous',
    legalTitle: 'Informations légales',
    dpe: 'Classe énergie (DPE)',
    ges: 'Classe climat (GES)',
    dpeUnit: 'kWh/m²/an',
    gesUnit: 'kg CO₂/m²/an',
    dpeDate: 'Diagnostic réalisé le {date}',
    energyCost: long(
      "Montant estimé des dépenses annuelles d'énergie pour un usage standard : entre {min} et ",
      "{max} par an (prix moyens des énergies indexés sur l'année {year}).",
    ),
    excessive: 'Logement à consommation énergétique excessive',
    notSubject: 'Bien non soumis au diagnostic de performance énergétique (DPE).',
    inProgress: 'Diagnostic de performance énergétique (DPE) en cours.',
    feesSeller: 'Honoraires à la charge du vendeur.',
    feesBuyerIncluded: long(
      "Honoraires à la charge de l'acquéreur : {percent} TTC du prix hors honoraires. Prix ",
      'honoraires inclus : {price} ; prix hors honoraires : {priceExcl}.',
    ),
    feesBuyerRate: "Honoraires à la charge de l'acquéreur : {percent} TTC du prix hors honoraires.",
    feesBuyerOnTop: "Honoraires à la charge de l'acquéreur, en sus du prix : {percent} TTC.",
    coproTitle: 'Copropriété',
    coproLots: 'Nombre de lots',
    coproCharges: 'Charges annuelles moyennes',
    coproProcedure: 'Procédure en cours contre le syndicat des copropriétaires',
    yes: 'Oui',
    no: 'Non',
    perYearAmount: '{amount} par an',
    perMonthAmount: '{amount} par mois',
    rentCharges: 'Charges',
    modeProvision: 'provision, régularisation annuelle',
    modeFlatRate: 'forfait',
    deposit: 'Dépôt de garantie',
    furnished: 'Meublé',
    unfurnished: 'Non meublé',
    tenantFees: 'Honoraires à la charge du locataire',
    inventoryFees: "dont {amount} pour l'état des lieux",
    availableFrom: 'Disponible à partir du',
    sectorFree: 'Secteur libre',
    sectorFreeNote: 'Logement du secteur libre monégasque : ouvert à tous les candidats.',
    sectorProtected: 'Secteur protégé',
    sectorProtectedNote: long(
      'Logement du secteur protégé monégasque : il est réservé aux personnes éligibles selon la ',
      'loi monégasque (en priorité les Monégasques, puis les autres foyers prioritaires). ',
      'Demandez-nous si vous remplissez les conditions.',
    ),
  },
  agency: {
    seeInAdmin: 'Voir dans l’administration',
    contactForm: {
      subject: 'Message du site de {name}',
      firstname: 'Prénom / First name',
      name: 'Nom / Name',
      email: 'E-mail',
      tel: 'Téléphone / Phone',
      country: 'Pays / Country',
    },
  },
} as const
