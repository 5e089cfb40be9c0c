/** The demo log-ins created by the seed and printed at start-up. Change them before going live. */
export const DEMO_STAFF = {
  email: 'admin@belsunce.mc',
  password: 'Monaco-Admin-2026',
  name: 'Agency administrator',
} as const
export const DEMO_EDITOR = {
  email: 'editor@belsunce.mc',
  password: 'Monaco-Editor-2026',
  name: 'Agency editor',
} as const
/**
 * The demo negotiator the demo editor is, by the mailbox the seed knows negotiators by: an offer the
 * editor creates names them without a choice.
 */
export const DEMO_EDITOR_NEGOTIATOR = 'camille.rossi@belsunce.mc'
export const DEMO_CLIENT = {
  username: 'demo.client',
  email: 'client@example.com',
  password: 'Riviera-Client-2026',
  firstname: 'Claire',
  name: 'Dumont',
} as const
