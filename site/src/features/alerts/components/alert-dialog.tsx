import { useId, useRef, useState } from 'react'
import { useLanguage, useTexts } from '../../../i18n/texts'

import { ALERT_FREQUENCIES, type AlertFrequency, type SearchFilter } from '@contract/saved-search'

import { AltchaField, type AltchaHandle } from '../../../components/ui/altcha-field'
import { Dialog } from '../../../components/ui/dialog'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { SiteForm, SubmitRow } from '../../../components/ui/site-form'
import { TextField } from '../../../components/ui/text-field'
import { useIsConnected } from '../../../lib/session'
import { isEmail } from '../../../lib/validation'
import { useSaveSearch } from '../api/searches'

type AlertDialogProps = { filter: SearchFilter; onClose: () => void }

/**
 * "Alert me": the search is saved with how often to hear about new offers. A client saves it to
 * the account; a visitor gives an e-mail address, passes the robot check and confirms by mail.
 */
export function AlertDialog({ filter, onClose }: AlertDialogProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const dialogs = useDialogs()
  const connected = useIsConnected()
  const save = useSaveSearch()
  const altcha = useRef<AltchaHandle>(null)
  const group = useId()
  const [frequency, setFrequency] = useState<AlertFrequency>('daily')
  const [email, setEmail] = useState('')
  const [proof, setProof] = useState('')

  const submit = async () => {
    if (!connected) {
      const missing = [!email.trim() && t('alerts.email'), !proof && t('alerts.robotCheck')].filter((l): l is string => Boolean(l))
      if (missing.length) return dialogs.showError(<MissingFields labels={missing} />)
      const emailError = isEmail(email)
      if (emailError) return dialogs.showError(t(emailError))
    }
    try {
      await save.mutateAsync({ filter, frequency, lang, ...(connected ? {} : { email: email.trim(), altcha: proof }) })
      onClose()
      await dialogs.showMessage({ title: t('dialog.confirmation'), text: t(connected ? 'alerts.saved' : 'alerts.checkMailbox') })
    } catch {
      altcha.current?.reset()
      await dialogs.showError(t('alerts.failed'))
    }
  }

  return (
    <Dialog open title={t('alerts.title')} onClose={onClose}>
      <SiteForm className="form-grid" label={t('alerts.title')} submit={submit}>
        <p className="form-grid__wide muted">{t('alerts.intro')}</p>
        <fieldset className="form-grid__wide field">
          <legend className="field__label" id={group}>
            {t('alerts.frequency')}
          </legend>
          {ALERT_FREQUENCIES.map((f) => (
            <label key={f} className="radio">
              <input type="radio" name="alert-frequency" value={f} checked={frequency === f} onChange={() => setFrequency(f)} /> {t(`alerts.frequency.${f}`)}
            </label>
          ))}
        </fieldset>
        {!connected && (
          <>
            <TextField className="form-grid__wide" type="email" autoComplete="email" label={t('alerts.email')} value={email} onValueChange={setEmail} required />
            <div className="form-grid__wide">
              <AltchaField ref={altcha} onChange={setProof} />
            </div>
          </>
        )}
        <SubmitRow label={t('alerts.save')} disabled={save.isPending} />
      </SiteForm>
    </Dialog>
  )
}
