import { Gutter, SetStepNav } from '@payloadcms/ui'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { AdminViewServerProps, TypedUser } from 'payload'

import { loadDemand, type DemandTotal } from './demand'
import { demandWords } from './demand-words'
import { SendOfferFromDemand } from './send-offer-from-demand'
import '../shared/admin-tables.scss'

function Totals({
  title,
  rows,
  countWord,
}: {
  title: string
  rows: DemandTotal[]
  countWord: string
}) {
  return (
    <section className="agency-table__totals" aria-label={title}>
      <h2>{title}</h2>
      <table className="agency-table">
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <th scope="col" className="agency-table__number">
              {countWord}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <td>{r.label}</td>
              <td className="agency-table__number">{r.searches}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/**
 * The demand: what visitors' saved searches ask for (types, rooms, budget, area), whether they
 * confirmed, how many public offers each finds today, and the totals by area and budget band.
 * A server component reading with the staff member's access, in their language.
 */
export async function DemandView({ initPageResult }: AdminViewServerProps) {
  const { req, permissions } = initPageResult
  if (req.user?.collection !== 'users' || !permissions.collections?.['saved-searches']?.read)
    notFound()
  const lang = req.i18n.language === 'en' ? 'en' : 'fr'
  const w = demandWords[lang]
  const demand = await loadDemand(req.payload, { user: req.user as TypedUser, lang })
  const listUrl = `${req.payload.config.routes.admin}/collections/saved-searches`
  return (
    <Gutter className="agency-demand">
      <SetStepNav
        nav={[
          {
            label: { en: 'Saved searches (demand)', fr: 'Recherches enregistrées (demande)' },
            url: listUrl,
          },
          { label: w.nav },
        ]}
      />
      <header className="agency-table__header">
        <h1>{w.title}</h1>
        <Link href={listUrl}>{w.list}</Link>
      </header>
      <p className="agency-demand__count">
        {w.searches(demand.totalDocs)}{' '}
        {demand.rows.length < demand.totalDocs ? w.listed(demand.rows.length) : null}
      </p>
      <SendOfferFromDemand />
      <div className="agency-table__grid">
        <Totals title={w.byDistrict} rows={demand.byDistrict} countWord={w.count} />
        <Totals title={w.byBudget} rows={demand.byBudget} countWord={w.count} />
      </div>
      {demand.rows.length === 0 ? (
        <p>{w.none}</p>
      ) : (
        <div className="agency-table__scroll">
          <table className="agency-table agency-demand__table">
            <thead>
              <tr>
                <th scope="col">{w.types}</th>
                <th scope="col">{w.rooms}</th>
                <th scope="col">{w.budget}</th>
                <th scope="col">{w.area}</th>
                <th scope="col">{w.email}</th>
                <th scope="col">{w.confirmed}</th>
                <th scope="col" className="agency-table__number">
                  {w.matching}
                </th>
              </tr>
            </thead>
            <tbody>
              {demand.rows.map((r) => (
                <tr key={String(r.id)}>
                  <td>
                    <Link href={`${listUrl}/${encodeURIComponent(String(r.id))}`}>{r.types}</Link>
                  </td>
                  <td>{r.rooms}</td>
                  <td>{r.budget}</td>
                  <td>{r.area}</td>
                  <td>{r.email}</td>
                  <td>{r.confirmed ? w.yes : w.no}</td>
                  <td className="agency-table__number">{r.matching}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Gutter>
  )
}
