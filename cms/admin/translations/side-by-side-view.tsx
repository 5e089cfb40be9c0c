import { Gutter, SetStepNav } from '@payloadcms/ui'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { LANGUAGES } from '@contract/languages'

import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  readSideBySideQuery,
  sideBySidePage,
  SIDE_BY_SIDE_PATH,
  type SideBySideQuery,
} from '../../schema/collections/Translations/side-by-side-query'
import { SideBySideFilters } from './side-by-side-filters'
import { sideBySideWords } from './side-by-side-words'
import { TranslationCell } from './translation-cell'

/**
 * The site texts one row a key, the five languages side by side, the missing ones highlighted
 * and each editable in place. Read on the server in one Local API query, so a page of keys costs
 * one request whatever its size; filters and paging live in the address, so a filtered view can
 * be shared and survives a reload.
 */
export async function TranslationsSideBySide({
  initPageResult,
  searchParams,
}: AdminViewServerProps) {
  const { req, permissions } = initPageResult
  // The route is the collection's, but a custom view checks its reader itself.
  if (req.user?.collection !== 'users' || !permissions.collections?.translations?.read) notFound()
  const language = req.i18n.language
  const w = sideBySideWords(language)
  const query = readSideBySideQuery(searchParams as Record<string, string | string[] | undefined>)
  const data = await sideBySidePage(req.payload, query, req.user)
  const listUrl = `${req.payload.config.routes.admin}/collections/translations`
  const viewUrl = `${listUrl}${SIDE_BY_SIDE_PATH}`
  const canEdit = Boolean(permissions.collections?.translations?.update)
  const pageUrl = (over: Partial<SideBySideQuery>) => {
    const q = { ...query, ...over }
    const params = new URLSearchParams()
    if (q.missing) params.set('missing', q.missing)
    if (q.search) params.set('q', q.search)
    if (q.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(q.limit))
    if (q.page > 1) params.set('page', String(q.page))
    return `${viewUrl}${params.size ? `?${params}` : ''}`
  }

  return (
    <Gutter className="translations-side-by-side">
      <SetStepNav
        nav={[{ label: { en: 'Translations', fr: 'Traductions' }, url: listUrl }, { label: w.nav }]}
      />
      <header
        style={{
          display: 'flex',
          alignItems: 'baseline',
          gap: 16,
          flexWrap: 'wrap',
          margin: '24px 0 16px',
        }}
      >
        <h1 style={{ margin: 0 }}>{w.title}</h1>
        <Link href={listUrl}>{w.back}</Link>
      </header>
      <SideBySideFilters
        language={language}
        missing={query.missing}
        search={query.search}
        limit={query.limit}
        pageSizes={[...PAGE_SIZES]}
      />
      <p className="translations-side-by-side__count" aria-live="polite">
        {w.found(data.totalDocs)}
      </p>
      {data.rows.length === 0 ? (
        <p>{w.none}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table
            className="translations-side-by-side__table"
            style={{
              width: '100%',
              borderCollapse: 'collapse',
              tableLayout: 'fixed',
              minWidth: 1000,
            }}
          >
            <thead>
              <tr>
                <th scope="col" style={{ width: '16%', textAlign: 'left', padding: 6 }}>
                  {w.key}
                </th>
                {LANGUAGES.map((l) => (
                  <th key={l} scope="col" style={{ textAlign: 'left', padding: 6 }}>
                    {l}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr
                  key={row.id}
                  data-key={row.key}
                  style={{
                    borderTop: '1px solid var(--theme-elevation-100)',
                    verticalAlign: 'top',
                  }}
                >
                  <th
                    scope="row"
                    style={{
                      textAlign: 'left',
                      padding: 6,
                      fontWeight: 500,
                      wordBreak: 'break-all',
                    }}
                  >
                    <Link href={`${listUrl}/${row.id}`} title={w.open}>
                      {row.key}
                    </Link>
                  </th>
                  {LANGUAGES.map((l) => (
                    <td key={l} style={{ padding: 4 }}>
                      <TranslationCell
                        id={row.id}
                        trKey={row.key}
                        lang={l}
                        value={row.texts[l]}
                        language={language}
                        readOnly={!canEdit}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.totalPages > 1 ? (
        <nav
          className="translations-side-by-side__pages"
          style={{ display: 'flex', gap: 16, alignItems: 'center', margin: '16px 0 32px' }}
        >
          {data.page > 1 ? (
            <Link href={pageUrl({ page: data.page - 1 })} rel="prev">
              {w.previous}
            </Link>
          ) : null}
          <span>{w.page(data.page, data.totalPages)}</span>
          {data.page < data.totalPages ? (
            <Link href={pageUrl({ page: data.page + 1 })} rel="next">
              {w.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Gutter>
  )
}
