import type { DefaultServerCellComponentProps } from 'payload'

import { audienceOf } from './audience-batch'
import { audienceLang, audienceWords } from './audience-words'

type Props = DefaultServerCellComponentProps

const idOf = (row: unknown) => (row as { id?: number | string } | undefined)?.id

/** The list's "Views 7 d / 30 d" column: read for the whole page at once (offers/audience-batch.ts). */
export async function ViewsCell({ rowData, payload }: Props) {
  const id = idOf(rowData)
  const audience = id == null ? undefined : await audienceOf(payload, id)
  if (!audience) return <span>—</span>
  return (
    <span className="offer-views" style={{ whiteSpace: 'nowrap' }}>
      {audience.views7} / {audience.views30}
    </span>
  )
}

/** The list's leads column: visit requests, contact messages, favourites and alerts sent, the figures that are not zero. */
export async function LeadsCell({ rowData, payload, i18n }: Props) {
  const w = audienceWords[audienceLang(i18n?.language)]
  const id = idOf(rowData)
  const audience = id == null ? undefined : await audienceOf(payload, id)
  if (!audience) return <span>—</span>
  const lines = [
    audience.visits ? w.shortVisits(audience.visits) : null,
    audience.messages ? w.shortMessages(audience.messages) : null,
    audience.favourites ? w.shortFavourites(audience.favourites) : null,
    audience.alerts ? w.shortAlerts(audience.alerts) : null,
  ].filter(Boolean)
  return (
    <span className="offer-leads" style={{ whiteSpace: 'nowrap' }}>
      {lines.length
        ? lines.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))
        : w.none}
    </span>
  )
}
