/** A signed-in client as the API returns it at sign-in and the site stores it, for the tests. */
export const claire = {
  co_id: 7,
  co_login: 'demo.client',
  co_email1: 'client@example.com',
  co_civility: 'mme',
  co_firstname: 'Claire',
  co_name: 'Dumont',
}
