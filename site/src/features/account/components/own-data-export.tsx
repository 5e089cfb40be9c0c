import { useState } from 'react'

import { useTexts } from '../../../i18n/texts'
import { FormError } from '../../../components/ui/site-form'
import { downloadOwnData, type ExportFormat } from '../api/export-data'

/** "My data": everything the agency holds about the client, as a JSON file or a readable page. */
export function OwnDataExport() {
  const { t, lang } = useTexts()
  const [busy, setBusy] = useState<ExportFormat | null>(null)
  const [failed, setFailed] = useState(false)

  const download = async (format: ExportFormat) => {
    setBusy(format)
    setFailed(false)
    try {
      await downloadOwnData(format, lang)
    } catch {
      setFailed(true)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="account-section" aria-labelledby="account-own-data">
      <h2 id="account-own-data" className="section-title">
        {t('account.ownData.title')}
      </h2>
      <p className="muted">{t('account.ownData.text')}</p>
      <div className="account-actions">
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          aria-busy={busy === 'json'}
          onClick={() => void download('json')}
        >
          {t('account.ownData.json')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy !== null}
          aria-busy={busy === 'html'}
          onClick={() => void download('html')}
        >
          {t('account.ownData.html')}
        </button>
      </div>
      <FormError message={failed ? t('account.ownData.failed') : null} />
    </section>
  )
}
