/** Words of the portal tools in the offer screens, in the admin's two languages. */
export const portalUiWords = {
  fr: {
    loading: 'Chargement des portails…',
    loadFailed: 'Impossible de lire la liste des portails',
    noPortal: 'Aucun portail : en créer un sous Portails.',
    allOffers: 'reçoit toutes les offres publiées',
    inactive: 'inactif',
    portal: 'Portail',
    choose: 'Choisir un portail…',
    add: 'Ajouter au portail',
    remove: 'Retirer du portail',
    updated: (n: number) => `${n} offre${n > 1 ? 's' : ''} mise${n > 1 ? 's' : ''} à jour`,
    unchanged: (n: number) => `${n} déjà dans cet état`,
    refused: 'refusée',
    failed: 'Échec de la mise à jour',
  },
  en: {
    loading: 'Loading the portals…',
    loadFailed: 'Could not read the list of portals',
    noPortal: 'No portal: create one under Portals.',
    allOffers: 'gets all published offers',
    inactive: 'inactive',
    portal: 'Portal',
    choose: 'Choose a portal…',
    add: 'Add to portal',
    remove: 'Remove from portal',
    updated: (n: number) => `${n} offer${n === 1 ? '' : 's'} updated`,
    unchanged: (n: number) => `${n} already so`,
    refused: 'refused',
    failed: 'The update failed',
  },
}

export type PortalOption = {
  id: number | string
  name: string
  format: string
  active?: boolean | null
  includeAll?: boolean | null
}
