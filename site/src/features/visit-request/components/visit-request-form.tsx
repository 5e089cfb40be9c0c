import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AltchaField, type AltchaHandle } from '../../../components/ui/altcha-field'
import { DatePicker } from '../../../components/ui/date-picker'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { HourPicker } from '../../../components/ui/hour-picker'
import { MarkdownTextarea } from '../../../components/ui/markdown-textarea'
import { MissingFields } from '../../../components/ui/missing-fields'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { useIsConnected } from '../../../lib/session'
import { useIsCandidate } from '../../../api/get-visit-requests'
import { useSessionUi } from '../../../lib/session-ui'
import { readRequestedDates, useSendVisitRequest } from '../api/send-visit-request'
import { checkVisitRequest, emptyVisit, type VisitValues } from '../lib/visit-request-validation'
import { CountrySelect } from '../../../components/ui/country-select'
import { useFormSubmit } from '../../../components/ui/use-form-submit'

const today = () => new Date().toISOString().slice(0, 10)

/** The visit request of the detail page. */
export function VisitRequestForm({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const dialogs = useDialogs()
  const connected = useIsConnected()
  const send = useSendVisitRequest()
  const { openLogin } = useSessionUi()
  const candidate = useIsCandidate(slug)
  const altcha = useRef<AltchaHandle>(null)
  const [values, setValues] = useState<VisitValues>(() => ({ ...emptyVisit, ...readRequestedDates() }))
  const set = <K extends keyof VisitValues>(key: K) => (v: VisitValues[K]) => setValues((prev) => ({ ...prev, [key]: v }))

  const submit = async () => {
    const check = checkVisitRequest(values, connected)
    if (check.missing.length) return dialogs.showError(<MissingFields labels={check.missing.map((f) => t(`visit.${f}`))} />)
    if (check.emailError) return dialogs.showError(t(check.emailError))
    if (check.datesInverted) return dialogs.showError(t('visit.datesInverted'))
    const comment = [values.time && `${t('visit.time')}: ${values.time}`, values.comment.trim()].filter(Boolean).join('\n')
    try {
      const result = await send.mutateAsync({
        offer: slug,
        date_start: values.date_start,
        date_end: values.date_end,
        altcha: values.altcha,
        ac_comment: comment || undefined,
        contact: connected
          ? undefined
          : { co_civility: values.co_civility as 'mme' | 'm', co_firstname: values.co_firstname, co_name: values.co_name, co_email1: values.co_email1, co_tel1: values.co_tel1, co_country: values.co_country },
      })
      setValues(emptyVisit)
      altcha.current?.reset()
      const text = result.accountCreated ? `${t('account.created')}. ${t('visit.sent')}` : t('visit.sent')
      await dialogs.showMessage({ title: t('dialog.confirmation'), text })
    } catch (err) {
      altcha.current?.reset()
      // Spec section 8: an e-mail already known opens the login dialog; the visitor signs in and sends again.
      if (err instanceof ApiError && err.code === 'email_exists') return openLogin({ notice: t('account.emailExists'), stayOnPage: true })
      await dialogs.showError(t('visit.failed'))
    }
  }

  const { onSubmit } = useFormSubmit(submit)

  return (
    <form
      className="form-grid visit-form"
      noValidate
      aria-labelledby="visit-title"
      onSubmit={onSubmit}
    >
      <h2 id="visit-title" className="section-title form-grid__wide">
        {t('visit.title')}
      </h2>
      {connected && candidate && (
        <p className="notice form-grid__wide" role="status">
          {t('account.alreadyCandidate')}
        </p>
      )}
      {!connected && (
        <>
          <fieldset className="field form-grid__wide radio-row">
            <legend className="field__label">
              {t('visit.co_civility')} <span aria-hidden="true">*</span>
            </legend>
            {(['mme', 'm'] as const).map((c) => (
              <label key={c} className="radio">
                <input type="radio" name="civility" value={c} checked={values.co_civility === c} onChange={() => set('co_civility')(c)} />
                {t(`civility.${c}`)}
              </label>
            ))}
          </fieldset>
          <TextField label={t('visit.co_firstname')} value={values.co_firstname} onValueChange={set('co_firstname')} required autoComplete="given-name" />
          <TextField label={t('visit.co_name')} value={values.co_name} onValueChange={set('co_name')} required autoComplete="family-name" />
          <TextField label={t('visit.co_email1')} value={values.co_email1} onValueChange={set('co_email1')} required type="email" autoComplete="email" />
          <TextField label={t('visit.co_tel1')} value={values.co_tel1} onValueChange={set('co_tel1')} required type="tel" autoComplete="tel" />
          <CountrySelect id="visit-country" className="field form-grid__wide" label={t('visit.co_country')} value={values.co_country} onChange={set('co_country')} />
          <p className="form-grid__wide muted">{t('visit.accountNotice')}</p>
        </>
      )}
      <DatePicker label={t('visit.date_start')} value={values.date_start} onChange={set('date_start')} required min={today()} />
      <DatePicker label={t('visit.date_end')} value={values.date_end} onChange={set('date_end')} required min={values.date_start !== emptyVisit.date_start ? values.date_start : today()} />
      <HourPicker label={t('visit.time')} value={values.time} onChange={set('time')} />
      <MarkdownTextarea className="form-grid__wide" label={t('visit.comment')} value={values.comment} onChange={set('comment')} rows={3} />
      <div className="form-grid__wide">
        <AltchaField ref={altcha} onChange={set('altcha')} />
      </div>
      <div className="form-grid__wide">
        <button type="submit" className="button" disabled={send.isPending}>
          {t('visit.send')}
        </button>
      </div>
    </form>
  )
}
