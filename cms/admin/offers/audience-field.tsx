'use client'
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { Audience } from '../../domain/offers/audience'
import { audienceLang, audienceWords } from './audience-words'
import { SendToMatching } from './send-to-matching'

/**
 * On an offer's page: its views over 7 and 30 days and the leads it brought (visit requests,
 * contact messages, favourites, saved searches it was mailed to), read when the page opens, and the button that
 * sends it to the clients whose saved searches it matches. Self-contained: placed as a UI field.
 */
export function AudienceField() {
  const { i18n } = useTranslation()
  const w = audienceWords[audienceLang(i18n.language)]
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const [audience, setAudience] = useState<Audience | null | 'failed'>(null)

  useEffect(() => {
    if (id == null) return
    let cancelled = false
    fetch(
      `${config.serverURL}${config.routes.api}/offers/${encodeURIComponent(String(id))}/audience`,
      {
        credentials: 'include',
      },
    )
      .then(async (res): Promise<Audience | 'failed'> =>
        res.ok ? ((await res.json()) as Audience) : 'failed',
      )
      .then((found) => !cancelled && setAudience(found))
      .catch(() => !cancelled && setAudience('failed'))
    return () => {
      cancelled = true
    }
  }, [id, config.serverURL, config.routes.api])

  return (
    <div className="field-type offer-audience" style={{ marginBottom: 'var(--base)' }}>
      <h4 style={{ margin: '0 0 6px' }}>{w.title}</h4>
      {id == null ? (
        <p>{w.unsaved}</p>
      ) : audience === 'failed' ? (
        <p>{w.failed}</p>
      ) : audience ? (
        <>
          <ul className="offer-audience__figures" style={{ margin: '0 0 8px', paddingLeft: 18 }}>
            <li>{w.views(audience)}</li>
            <li>{w.visits(audience.visits)}</li>
            <li className="offer-audience__messages">{w.messages(audience.messages)}</li>
            <li>{w.favourites(audience.favourites)}</li>
            <li>{w.alerts(audience.alerts)}</li>
          </ul>
          <p style={{ margin: '0 0 8px', fontSize: 12, color: 'var(--theme-elevation-500)' }}>
            {w.note}
          </p>
          <SendToMatching offerId={id} />
        </>
      ) : (
        <p>…</p>
      )}
    </div>
  )
}
