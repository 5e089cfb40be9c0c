import { Outlet } from 'react-router'

import { CookieBanner } from './cookie-banner'
import { LoadingBar } from './loading-bar'
import { ScrollToTop } from './scroll-to-top'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Header, page and footer; the cookie notice unless the visitor accepted it (known from the request, so it never flashes). */
export function SiteLayout({ cookiesAccepted }: { cookiesAccepted: boolean }) {
  return (
    <>
      <ScrollToTop />
      <LoadingBar />
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <CookieBanner accepted={cookiesAccepted} />
    </>
  )
}
