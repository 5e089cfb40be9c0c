import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { renewSession } from '../../../api/auto-sign-in'

/** Automatic sign-in on each navigation while a user is stored. Renders nothing. */
export function AutoSignIn() {
  const { pathname } = useLocation()
  useEffect(() => {
    void renewSession()
  }, [pathname])
  return null
}
