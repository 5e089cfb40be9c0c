/**
 * Payload's French phrases that read badly (« Créer un(e) nouveau ou nouvelle », « Aucun(e) …
 * trouvé(e) », « <Pas de Immeuble> »): written again without the gender marks, so they read the
 * same whatever the label's gender. The keys are @payloadcms/translations' own.
 */
export const frOverrides = {
  fields: {
    addNew: 'Ajouter',
    addNewLabel: 'Ajouter : {{label}}',
    chooseFromExisting: 'Choisir dans la liste',
    chooseLabel: 'Choisir : {{label}}',
    newLabel: 'Nouvel élément : {{label}}',
    uploadNewLabel: 'Téléverser : {{label}}',
  },
  general: {
    created: 'Création',
    createdAt: 'Date de création',
    createNew: 'Créer',
    createNewLabel: 'Créer : {{label}}',
    creatingNewLabel: 'Création : {{label}}',
    deletedSuccessfully: 'Suppression effectuée.',
    descending: 'Décroissant',
    // Not the menu's "Réglages" group: Payload puts groups named as its globals' default group
    // before every other, which would move Réglages to the top of the menu.
    globals: 'Réglages généraux',
    none: 'Aucune valeur',
    noLabel: '<{{label}} non renseigné>',
    noResults:
      'Aucun résultat dans « {{label}} » : la liste est encore vide, ou rien ne correspond aux filtres choisis ci-dessus.',
    successfullyCreated: '{{label}} : création effectuée.',
    successfullyDuplicated: '{{label}} : copie effectuée.',
    titleDeleted: '{{label}} « {{title}} » : suppression effectuée.',
  },
  version: {
    aboutToRestoreGlobal: 'Vous allez rétablir « {{label}} » tel qu’il était le {{versionDate}}.',
    noRowsFound: 'Aucun résultat dans « {{label}} »',
    restoredSuccessfully: 'Version rétablie.',
  },
}
