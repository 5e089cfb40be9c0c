'use client'
import { useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { ImportReportView, type StoredReport } from './import-report'
import { importWords } from './import-words'
import './feed-import.scss'

type ImportState = {
  status?: string | null
  processed?: number | null
  total?: number | null
  report?: StoredReport | null
}

const POLL_MS = 1500
const isUnderway = (status?: string | null) => status === 'queued' || status === 'running'

/**
 * In place of the report's raw JSON: a progress bar and the report in words. While the import
 * waits or runs (a job of the queue does it), the document is read again every 1.5 s through
 * Payload's REST API, so staff watch a long import advance without reloading.
 */
export function ImportProgressField() {
  const { i18n } = useTranslation()
  const w = importWords[i18n.language === 'en' ? 'en' : 'fr']
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const fromForm = useFormFields(([fields]) => ({
    status: fields.status?.value as string | undefined,
    processed: fields.processed?.value as number | undefined,
    total: fields.total?.value as number | undefined,
    report: fields.report?.value as StoredReport | undefined,
  }))
  const [polled, setPolled] = useState<ImportState | null>(null)
  const state: ImportState = polled ?? fromForm
  const underway = Boolean(id) && isUnderway(state.status)
  const url = `${config.serverURL}${config.routes.api}/feed-imports/${encodeURIComponent(String(id))}?depth=0`

  useEffect(() => {
    if (!underway) return
    let cancelled = false
    const timer = setInterval(() => {
      fetch(url, { credentials: 'include' })
        .then((res) => (res.ok ? (res.json() as Promise<ImportState>) : null))
        .then((doc) => {
          if (doc && !cancelled) setPolled(doc)
        })
        .catch(() => {})
    }, POLL_MS)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [underway, url])

  const processed = state.processed ?? 0
  const total = state.total ?? null
  return (
    <div className="field-type feed-import" data-import-status={state.status ?? ''}>
      {id ? (
        <>
          <h3>{w.progressOf(w.status[state.status ?? 'queued'] ?? String(state.status))}</h3>
          <progress
            max={total ?? undefined}
            value={total ? Math.min(processed, total) : state.status === 'done' ? 1 : undefined}
            aria-label={w.progress}
          />
          <p>{w.read(processed, total)}</p>
          {state.report ? <ImportReportView report={state.report} w={w} /> : null}
        </>
      ) : (
        <p>{w.notYet}</p>
      )}
      <details open={!id}>
        <summary>{w.help}</summary>
        <ul>
          {w.helpItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </details>
    </div>
  )
}
