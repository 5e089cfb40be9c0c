'use client'
import { toast, useConfig, useSelection, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { htmlLang, LANGUAGES } from '@contract/languages'

import { OfferPortalBulk } from '../portals/offer-portal-bulk'

const words = {
  fr: {
    filters: 'Filtres rapides :',
    missingLanguage: 'Langue manquante',
    missingPhoto: 'Sans photo',
    missingIn: 'Sans',
    all: 'Toutes',
    publish: 'Publier sur le site',
    unpublish: 'Retirer du site',
    selected: 'sélectionnée(s)',
    done: 'offre(s) mise(s) à jour',
    refused: 'refusée(s)',
  },
  en: {
    filters: 'Quick filters:',
    missingLanguage: 'Missing a language',
    missingPhoto: 'No photo',
    missingIn: 'Missing',
    all: 'All',
    publish: 'Publish on the site',
    unpublish: 'Remove from the site',
    selected: 'selected',
    done: 'offer(s) updated',
    refused: 'refused',
  },
}

/** A list address filtered on one condition, in the shape the list's own filter builder writes. */
const listWhere = (field: string, op: string, value: string) =>
  `?${new URLSearchParams({ [`where[or][0][and][0][${field}][${op}]`]: value })}`

/**
 * Above the offer list: one-click filters (missing language, missing photo, missing in one
 * language) on the stored status fields, and, for the selected offers, publish on the web
 * (published and on the web) or remove from the web, through the same bulk update the list's
 * own "Publish" uses, so the publishing rules refuse what they would refuse one by one; and add
 * them to a portal or remove them from it.
 */
export function OfferListTools() {
  const { i18n } = useTranslation()
  const w = words[i18n.language === 'en' ? 'en' : 'fr']
  const { config } = useConfig()
  const { selectedIDs, count } = useSelection()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const bulk = async (data: Record<string, unknown>) => {
    setBusy(true)
    try {
      const query = `?${new URLSearchParams([...selectedIDs.map((id, i) => [`where[id][in][${i}]`, String(id)]), ['depth', '0']])}`
      const res = await fetch(`${config.serverURL}${config.routes.api}/offers${query}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
        body: JSON.stringify(data),
      })
      const body = (await res.json().catch(() => ({}))) as {
        docs?: unknown[]
        errors?: { message?: string; id?: unknown }[]
      }
      const errors = body.errors ?? []
      if (body.docs?.length) toast.success(`${body.docs.length} ${w.done}`)
      for (const e of errors) toast.error(`#${String(e.id ?? '')} ${w.refused}: ${e.message ?? ''}`)
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  // The language by its name in the admin's language ("Sans espagnol"), never its code.
  const names = new Intl.DisplayNames([i18n.language === 'en' ? 'en' : 'fr'], { type: 'language' })
  const missingIn = (l: (typeof LANGUAGES)[number]) =>
    `${w.missingIn} ${names.of(htmlLang(l)) ?? l}`
  const link = { marginRight: 12, textDecoration: 'underline' }
  return (
    <div
      className="offer-list-tools"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        alignItems: 'center',
        margin: '0 0 16px',
      }}
    >
      <span>{w.filters}</span>
      <a style={link} href={listWhere('of_languages_complete', 'equals', 'false')}>
        {w.missingLanguage}
      </a>
      {LANGUAGES.map((l) => (
        <a key={l} style={link} href={listWhere('of_languages_missing', 'like', l)}>
          {missingIn(l)}
        </a>
      ))}
      <a style={link} href={listWhere('of_has_photo', 'equals', 'false')}>
        {w.missingPhoto}
      </a>
      <a style={link} href="?">
        {w.all}
      </a>
      {count > 0 ? (
        <span style={{ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'center' }}>
          <span>{`${count} ${w.selected}`}</span>
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            disabled={busy}
            onClick={() => void bulk({ _status: 'published', of_web: true })}
          >
            {w.publish}
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={busy}
            onClick={() => void bulk({ of_web: false })}
          >
            {w.unpublish}
          </button>
          <OfferPortalBulk />
        </span>
      ) : null}
    </div>
  )
}
