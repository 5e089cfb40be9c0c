'use client'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import { sendWords } from '../offers/send-words'
import { SendToMatching } from '../offers/send-to-matching'

/**
 * In the demand view: an offer's reference, then the clients whose saved searches it matches and
 * the mails they would get, sent once confirmed (the same preview and send as on the offer's page).
 */
export function SendOfferFromDemand() {
  const { i18n } = useTranslation()
  const w = sendWords[i18n.language === 'en' ? 'en' : 'fr']
  const { config } = useConfig()
  const [ref, setRef] = useState('')
  const [found, setFound] = useState<{ id: number | string } | null>(null)
  const [error, setError] = useState<string | null>(null)

  const find = async (event: FormEvent) => {
    event.preventDefault()
    const wanted = ref.trim()
    if (!wanted) return
    setFound(null)
    setError(null)
    const query = new URLSearchParams({
      'where[of_ref][equals]': wanted,
      depth: '0',
      limit: '1',
      'select[of_ref]': 'true',
    })
    const res = await fetch(`${config.serverURL}${config.routes.api}/offers?${query}`, {
      credentials: 'include',
    }).catch(() => null)
    const body = res?.ok ? ((await res.json()) as { docs?: { id: number | string }[] }) : null
    const offer = body?.docs?.[0]
    if (offer) setFound({ id: offer.id })
    else setError(w.refUnknown(wanted))
  }

  return (
    <section className="agency-demand__send" aria-label={w.open}>
      <h2>{w.open}</h2>
      <form
        onSubmit={find}
        style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <label htmlFor="demand-send-ref">{w.refLabel}</label>
        <input
          id="demand-send-ref"
          name="ref"
          value={ref}
          onChange={(e) => setRef(e.target.value)}
          maxLength={40}
          style={{ padding: '6px 8px' }}
        />
        <Button type="submit" buttonStyle="secondary" size="small">
          {w.refFind}
        </Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {found ? <SendToMatching key={String(found.id)} offerId={found.id} openAtOnce /> : null}
    </section>
  )
}
