import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Every navigation scrolls to the top, before the page's own layout effects run: a page that
 * puts the visitor back where they were on Back (the offers list) has the last word.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
