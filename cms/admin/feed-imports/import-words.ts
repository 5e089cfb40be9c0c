/** The feed import screen's words, in the admin's two languages. */
export const importWords = {
  fr: {
    progress: 'Avancement',
    progressOf: (status: string) => `Avancement : ${status}`,
    status: {
      queued: 'En attente de lancement',
      running: 'En cours',
      done: 'Terminé',
      failed: 'Échec',
    } as Record<string, string>,
    read: (done: number, total?: number | null) =>
      total
        ? `${done.toLocaleString('fr-FR')} offres lues sur ${total.toLocaleString('fr-FR')}`
        : `${done.toLocaleString('fr-FR')} offres lues`,
    dryRun: 'Essai à blanc : rien n’a été modifié, le rapport dit ce que l’import ferait.',
    counts: {
      created: 'Créées',
      updated: 'Mises à jour',
      unchanged: 'Inchangées',
      skipped: 'Ignorées',
      unpublished: 'Dépubliées',
      absent: 'Absentes du flux',
      keptDraft: 'Laissées en brouillon',
    } as Record<string, string>,
    photos: {
      downloaded: 'Photos téléchargées',
      reused: 'Photos reprises',
      failed: 'Photos en échec',
    } as Record<string, string>,
    fatal: 'Le flux n’a pas pu être lu jusqu’au bout (aucune offre absente n’a été touchée) :',
    messages: 'Messages',
    noMessage: 'Aucun message.',
    levels: { error: 'Erreur', warning: 'Avertissement', info: 'Information' } as Record<
      string,
      string
    >,
    notYet: 'Le rapport s’affichera ici une fois l’import enregistré et lancé.',
    help: 'Les options',
    helpItems: [
      'Fichier ou adresse : téléverser le fichier XML du flux (Kyero v3), ou donner son adresse http(s) ; l’import le lit à son lancement.',
      'Nom du flux : les offres sont reconnues par ce nom et leur identifiant dans le flux ; le garder identique d’un import à ' +
        'l’autre met à jour les offres au lieu de les dupliquer.',
      'Essai à blanc : lit tout et rédige le rapport sans rien créer ni modifier.',
      'Publier ce qui est complet : les nouvelles offres complètes sont publiées (les règles de publication s’appliquent) ; sinon elles restent en brouillon.',
      'Offres absentes du flux : celles qu’un import précédent du même flux avait apportées et qui n’y sont plus ; les signaler, ' +
        'les garder sans rien dire, ou les dépublier.',
    ],
  },
  en: {
    progress: 'Progress',
    progressOf: (status: string) => `Progress: ${status}`,
    status: {
      queued: 'Waiting to start',
      running: 'Running',
      done: 'Done',
      failed: 'Failed',
    } as Record<string, string>,
    read: (done: number, total?: number | null) =>
      total
        ? `${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} offers read`
        : `${done.toLocaleString('en-GB')} offers read`,
    dryRun: 'Dry run: nothing was changed, the report says what the import would do.',
    counts: {
      created: 'Created',
      updated: 'Updated',
      unchanged: 'Unchanged',
      skipped: 'Skipped',
      unpublished: 'Unpublished',
      absent: 'No longer in the feed',
      keptDraft: 'Left as drafts',
    } as Record<string, string>,
    photos: {
      downloaded: 'Photos downloaded',
      reused: 'Photos reused',
      failed: 'Photos failed',
    } as Record<string, string>,
    fatal: 'The feed could not be read to its end (no absent offer was touched):',
    messages: 'Messages',
    noMessage: 'No message.',
    levels: { error: 'Error', warning: 'Warning', info: 'Information' } as Record<string, string>,
    notYet: 'The report appears here once the import is saved and started.',
    help: 'The options',
    helpItems: [
      'File or address: upload the feed’s XML file (Kyero v3), or give its http(s) address; the import reads it when it starts.',
      'Feed name: offers are matched by this name and their id in the feed; keeping it the same from one run to the next updates ' +
        'the offers instead of duplicating them.',
      'Dry run: reads everything and writes the report without creating or changing anything.',
      'Publish what is complete: new complete offers are published (the publishing rules apply); otherwise they stay drafts.',
      'Offers no longer in the feed: those a previous run of the same feed brought in and that are gone; report them, keep them silently, or unpublish them.',
    ],
  },
}

export type ImportWords = (typeof importWords)['fr']
