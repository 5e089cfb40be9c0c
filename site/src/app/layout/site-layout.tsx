import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'

import { CookieBanner } from './cookie-banner'
import { LoadingBar } from './loading-bar'
import { ScrollToTop } from './scroll-to-top'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function SiteLayout() {
  return (
    <>
      <ScrollToTop />
      <LoadingBar />
      <SiteHeader />
      <Suspense fallback={<main id="main" className="page" aria-busy="true" />}>
        <Outlet />
      </Suspense>
      <SiteFooter />
      <CookieBanner />
    </>
  )
}
