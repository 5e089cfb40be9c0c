'use client'
import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { OfferSendPlan, OfferSendResult } from '../../domain/searches/send-offer'
import { sendWords } from './send-words'

const LANGUAGE_NAMES = {
  fr: { fr: 'français', en: 'anglais', sp: 'espagnol', ru: 'russe', it: 'italien' },
  en: { fr: 'French', en: 'English', sp: 'Spanish', ru: 'Russian', it: 'Italian' },
} as const

type Answer<T> = T & { errors?: { message?: string }[] }

/**
 * "Send this offer to the interested clients": a preview of who gets it (the confirmed saved
 * searches it matches, one mail a mailbox) with each mail's subject and body as the client gets
 * it, then, once confirmed, the send. Both go through the offers' staff endpoints.
 */
export function SendToMatching({
  offerId,
  openAtOnce = false,
}: {
  offerId: number | string
  openAtOnce?: boolean
}) {
  const { i18n } = useTranslation()
  const lang: 'fr' | 'en' = i18n.language === 'en' ? 'en' : 'fr'
  const w = sendWords[lang]
  const { config } = useConfig()
  const base = `${config.serverURL}${config.routes.api}/offers/${encodeURIComponent(String(offerId))}`
  const [plan, setPlan] = useState<OfferSendPlan | null>(null)
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)

  const call = async <T,>(path: string, method: 'GET' | 'POST'): Promise<T | null> => {
    const res = await fetch(`${base}/${path}`, {
      method,
      credentials: 'include',
      headers: { 'Accept-Language': i18n.language },
    })
    const body = (await res.json().catch(() => ({}))) as Answer<T>
    if (!res.ok) {
      toast.error(body.errors?.[0]?.message ?? `${w.failed} (${res.status})`)
      return null
    }
    return body
  }

  const preview = async () => {
    setBusy('preview')
    setOutcome(null)
    try {
      setPlan(await call<OfferSendPlan>('matching-clients', 'GET'))
    } finally {
      setBusy(null)
    }
  }

  const send = async () => {
    setBusy('send')
    try {
      const result = await call<OfferSendResult>('send-to-matching', 'POST')
      if (!result) return
      const said = result.sent
        ? [w.sent(result.sent), result.skipped ? w.skipped(result.skipped) : '']
            .filter(Boolean)
            .join(' ')
        : w.nothingSent
      setOutcome(said)
      toast.success(said)
      setPlan(result)
    } finally {
      setBusy(null)
    }
  }

  useEffect(() => {
    if (openAtOnce) void preview()
    // Once per offer shown: the demand view's picker mounts one per offer found.
  }, [])

  return (
    <div className="send-to-matching">
      {plan ? null : (
        <Button buttonStyle="secondary" size="small" onClick={preview} disabled={busy !== null}>
          {busy === 'preview' ? w.loading : w.open}
        </Button>
      )}
      {plan ? (
        <SendPreview
          plan={plan}
          lang={lang}
          outcome={outcome}
          busy={busy !== null}
          onSend={send}
          onCancel={() => setPlan(null)}
        />
      ) : null}
    </div>
  )
}

type PreviewProps = {
  plan: OfferSendPlan
  lang: 'fr' | 'en'
  outcome: string | null
  busy: boolean
  onSend: () => void
  onCancel: () => void
}

/** Who gets the offer, each mail's subject and body, then Send (only what was not sent before) or Cancel. */
function SendPreview({ plan, lang, outcome, busy, onSend, onCancel }: PreviewProps) {
  const w = sendWords[lang]
  const toSend = plan.recipients.filter((r) => !r.alreadySent).length
  return (
    <section className="send-to-matching__preview" aria-label={w.title(plan.offer.ref)}>
      <h3 style={{ margin: '0 0 8px' }}>{w.title(plan.offer.ref)}</h3>
      {outcome ? (
        <p className="send-to-matching__outcome" role="status" style={{ fontWeight: 600 }}>
          {outcome}
        </p>
      ) : null}
      {plan.recipients.length === 0 ? (
        <p>{w.nobody}</p>
      ) : (
        <p>
          {w.recipients(plan.recipients.length)} · {w.toSend(toSend)}
        </p>
      )}
      {plan.recipients.length && !toSend && !outcome ? <p>{w.allAlready}</p> : null}
      {plan.unreachable ? <p>{w.unreachable(plan.unreachable)}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {plan.recipients.map((r) => (
          <li
            key={r.to}
            className="send-to-matching__recipient"
            style={{ borderTop: '1px solid var(--theme-elevation-150)', padding: '8px 0' }}
          >
            <strong>{r.who}</strong> · {w.searches(r.searches.length)} · {w.language}{' '}
            {LANGUAGE_NAMES[lang][r.lang]}
            {r.alreadySent ? <em className="send-to-matching__already"> · {w.already}</em> : null}
            <details>
              <summary>
                {w.subject} : {r.subject}
              </summary>
              <p style={{ margin: '8px 0 4px' }}>{w.body}</p>
              <pre
                className="send-to-matching__body"
                style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}
              >
                {r.text}
              </pre>
            </details>
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        {toSend && !outcome ? (
          <Button buttonStyle="primary" size="small" onClick={onSend} disabled={busy}>
            {busy ? w.sending : w.confirm(toSend)}
          </Button>
        ) : null}
        <Button buttonStyle="secondary" size="small" onClick={onCancel} disabled={busy}>
          {w.cancel}
        </Button>
      </div>
    </section>
  )
}
