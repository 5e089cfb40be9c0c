import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Every navigation scrolls to the top, before the page's own layout effects run: a page that
 * puts the visitor back where they were on Back (the offers list) has the last word. The browser
 * restores nothing itself, or Back would first scroll the page being left.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual'
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
