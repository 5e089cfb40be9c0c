'use client'
import { useDocumentInfo, useField, useTranslation } from '@payloadcms/ui'
import type { CheckboxFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

const words = {
  fr: {
    title: 'Sur le site',
    visible: 'Visible sur le site',
    draft: 'Pas encore sur le site : brouillon',
    draftHint: '« Publier les modifications » la met en ligne.',
    withdrawn: 'Retirée du site : les visiteurs ne la voient plus',
    pending:
      'Des modifications en brouillon ne sont pas encore publiées : les visiteurs voient la version publiée.',
    withdraw: 'Retirer du site',
    withdrawHint: 'Cochée, l’offre publiée n’est plus montrée aux visiteurs ni aux portails.',
  },
  en: {
    title: 'On the site',
    visible: 'Visible on the site',
    draft: 'Not on the site yet: draft',
    draftHint: '“Publish changes” puts it online.',
    withdrawn: 'Removed from the site: visitors no longer see it',
    pending: 'Draft changes are not published yet: visitors see the published version.',
    withdraw: 'Remove from the site',
    withdrawHint: 'Ticked, the published offer is no longer shown to visitors nor to the portals.',
  },
}

/** Whether the offer's published version is on the web, read again after each save. */
function usePublishedOnWeb(
  id: number | string | undefined,
  hasPublishedDoc: boolean,
  savedAt: number,
) {
  const [onWeb, setOnWeb] = useState<boolean | null>(null)
  useEffect(() => {
    if (id == null || !hasPublishedDoc) return setOnWeb(null)
    const controller = new AbortController()
    // Without `draft`, Payload answers the published version: what visitors see.
    fetch(`/cms-api/offers/${id}?depth=0&select[of_web]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ of_web?: boolean }>) : null))
      .then((doc) => setOnWeb(doc ? doc.of_web === true : null))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, hasPublishedDoc, savedAt])
  return onWeb
}

/**
 * One publishing model in words: an offer is on the site once published, unless staff take it off
 * (`of_web` unticked). A draft never published has no box to tick, so nothing on it reads
 * "published"; a published offer has "Remove from the site".
 */
export const PublicationStatusField: CheckboxFieldClientComponent = ({ path, field, readOnly }) => {
  const { i18n } = useTranslation()
  const w = words[i18n.language === 'en' ? 'en' : 'fr']
  const { id, hasPublishedDoc, unpublishedVersionCount, lastUpdateTime } = useDocumentInfo()
  const { value, setValue } = useField<boolean>({ path: path ?? field.name })
  const publishedOnWeb = usePublishedOnWeb(id, hasPublishedDoc, lastUpdateTime)

  const state = !hasPublishedDoc
    ? 'draft'
    : (publishedOnWeb ?? value !== false)
      ? 'visible'
      : 'withdrawn'
  const colour = { visible: '#03543f', draft: '#374151', withdrawn: '#9b1c1c' }[state]
  return (
    <div className="field-type publication-status" data-state={state} style={{ marginBottom: 24 }}>
      <p className="field-label" style={{ marginBottom: 4 }}>
        {w.title}
      </p>
      <p
        className="publication-status__state"
        style={{ fontWeight: 600, color: colour, margin: 0 }}
      >
        {w[state]}
      </p>
      {state === 'draft' ? <p style={{ margin: '4px 0 0' }}>{w.draftHint}</p> : null}
      {hasPublishedDoc && unpublishedVersionCount > 0 ? (
        <p style={{ margin: '4px 0 0' }}>{w.pending}</p>
      ) : null}
      {hasPublishedDoc ? (
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
          <input
            id="field-of_web_withdrawn"
            type="checkbox"
            checked={value === false}
            disabled={Boolean(readOnly)}
            onChange={(e) => setValue(!e.target.checked)}
          />
          <span>{w.withdraw}</span>
        </label>
      ) : null}
      {hasPublishedDoc ? (
        <p style={{ margin: '4px 0 0', color: 'var(--theme-elevation-500)' }}>{w.withdrawHint}</p>
      ) : null}
    </div>
  )
}
