import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { AdminViewServerProps, TypedUser } from 'payload'

import { loadPortals } from './load-portals'
import { portalsWords } from './portals-words'
import { PortalCard } from './portal-card'
import '../shared/admin-tables.scss'
import './portals.scss'

export const PORTALS_PATH = '/portals'

/**
 * The portals as staff follow them: each feed's address and token, how many offers it carries,
 * when the portal last read it (and as what), and the offers it leaves out with why. Staff only,
 * as the tokens: anyone else is answered as if the page did not exist.
 */
export async function PortalsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions } = initPageResult
  if (req.user?.collection !== 'users' || !permissions.collections?.portals?.read) notFound()
  const lang = req.i18n.language === 'en' ? 'en' : 'fr'
  const w = portalsWords[lang]
  const portals = await loadPortals(req.payload, {
    user: req.user as TypedUser,
    serverURL: req.payload.config.serverURL,
  })
  const admin = req.payload.config.routes.admin
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Monaco',
  })
  // A view of its own (not a collection's): the default template gives it the admin's frame, navigation and breadcrumb.
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter className="agency-portals">
        <SetStepNav nav={[{ label: w.nav }]} />
        <header className="agency-table__header">
          <h1>{w.title}</h1>
          <Link href={`${admin}/collections/portals/create`}>{w.newPortal}</Link>
          <Link href={`${admin}/collections/portal-fetches`}>{w.fetches}</Link>
        </header>
        <p>{w.intro}</p>
        {portals.length === 0 ? <p>{w.none}</p> : null}
        {portals.map((p) => (
          <PortalCard key={String(p.id)} portal={p} w={w} lang={lang} admin={admin} when={when} />
        ))}
      </Gutter>
    </DefaultTemplate>
  )
}
