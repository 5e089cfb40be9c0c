import { redirect } from 'react-router'

import { paths } from '../../lib/paths'
import type { Route } from './+types/not-found'

// An address the site does not have leads home, answered by the server as an HTTP redirect.
export const loader = (_args: Route.LoaderArgs) => redirect(paths.home)

export default function NotFound() {
  return null
}
