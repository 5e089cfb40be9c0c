import { redirect } from 'react-router'

import { paths } from '../../lib/paths'

// An address the site does not have leads home, answered by the server as an HTTP redirect.
export const loader = () => redirect(paths.home)

export default function NotFound() {
  return null
}
