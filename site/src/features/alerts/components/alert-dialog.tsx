import { useId, useRef, useState } from 'react'
import { ALERT_FREQUENCIES, type AlertFrequency, type SearchFilter } from '@contract/saved-search'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { AltchaField, type AltchaHandle } from '../../../components/ui/altcha-field'
import { Dialog } from '../../../components/ui/dialog'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { SiteForm, SubmitRow } from '../../../components/ui/site-form'
import { TextField } from '../../../components/ui/text-field'
import { useFieldErrors } from '../../../components/ui/use-field-errors'
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
  const invalid = useFieldErrors<'email' | 'altcha'>()

  /** Marks the missing or wrong fields (focus on the first) and says why in the dialog. */
  const refuse = (missing: Array<'email' | 'altcha'>, emailError: string | null) => {
    invalid.show({
      ...Object.fromEntries(missing.map((f) => [f, t('validation.required')])),
      ...(emailError ? { email: t(emailError) } : {}),
    })
    const labels = missing.map((f) => t(f === 'email' ? 'alerts.email' : 'alerts.robotCheck'))
    return dialogs.showError(
      labels.length ? <MissingFields labels={labels} /> : t(emailError ?? 'validation.email'),
    )
  }

  const submit = async () => {
    let altchaPayload = proof
    if (!connected) {
      // The robot check solves itself: it is missing only when it could not be solved.
      if (!email.trim()) return refuse(['email'], null)
      const emailError = isEmail(email)
      if (emailError) return refuse([], emailError)
      altchaPayload = proof || (await altcha.current?.solve()) || ''
      if (!altchaPayload) return refuse(['altcha'], null)
    }
    try {
      await save.mutateAsync({
        filter,
        frequency,
        lang,
        ...(connected ? {} : { email: email.trim(), altcha: altchaPayload }),
      })
      onClose()
      await dialogs.showMessage({
        title: t('dialog.confirmation'),
        text: t(connected ? 'alerts.saved' : 'alerts.checkMailbox'),
      })
    } catch {
      altcha.current?.reset()
      await dialogs.showError(t('alerts.failed'))
    }
  }

  return (
    <Dialog open title={t('alerts.title')} onClose={onClose}>
      <SiteForm
        className="form-grid"
        label={t('alerts.title')}
        submit={submit}
        invalidAttempt={invalid.attempt}
        tool={{ name: 'save_search_alert', description: t('assistant.saveAlert') }}
      >
        <p className="form-grid__wide muted">{t('alerts.intro')}</p>
        <fieldset
          className="form-grid__wide field"
          // The group's name for an assistant filling the form (WebMCP reads no legend).
          toolparamdescription={t('alerts.frequency')}
        >
          <legend className="field__label" id={group}>
            {t('alerts.frequency')}
          </legend>
          {ALERT_FREQUENCIES.map((f) => (
            <label key={f} className="radio">
              <input
                type="radio"
                name="alert-frequency"
                value={f}
                checked={frequency === f}
                onChange={() => setFrequency(f)}
              />{' '}
              {t(`alerts.frequency.${f}`)}
            </label>
          ))}
        </fieldset>
        {!connected && (
          <>
            <TextField
              className="form-grid__wide"
              type="email"
              name="email"
              autoComplete="email"
              label={t('alerts.email')}
              value={email}
              onValueChange={(v) => (setEmail(v), invalid.clear('email'))}
              required
              error={invalid.errors.email}
            />
            <div className="form-grid__wide">
              <AltchaField
                ref={altcha}
                onChange={(v) => (setProof(v), invalid.clear('altcha'))}
                error={invalid.errors.altcha}
              />
            </div>
          </>
        )}
        <SubmitRow label={t('alerts.save')} disabled={save.isPending} />
      </SiteForm>
    </Dialog>
  )
}
