import { useEffect, useRef } from 'react'
import { useTexts } from '../../../i18n/texts'

import { AltchaField, type AltchaHandle } from '../../../components/ui/altcha-field'
import { DatePicker } from '../../../components/ui/date-picker'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { HourPicker } from '../../../components/ui/hour-picker'
import { MarkdownTextarea } from '../../../components/ui/markdown-textarea'
import { MissingFields } from '../../../components/ui/missing-fields'
import { CivilityField } from '../../../components/ui/civility-field'
import { PersonFields } from '../../../components/ui/person-fields'
import { SiteForm, SubmitRow } from '../../../components/ui/site-form'
import { useFormValues } from '../../../components/ui/use-form-values'
import { ApiError } from '../../../lib/api-client'
import { useIsConnected } from '../../../lib/session'
import { useIsCandidate } from '../../../api/get-visit-requests'
import { useSessionUi } from '../../../lib/session-ui'
import { readRequestedDates, useSendVisitRequest } from '../api/send-visit-request'
import { checkVisitRequest, emptyVisit, type VisitValues } from '../lib/visit-request-validation'
import { CountrySelect } from '../../../components/ui/country-select'

const today = () => new Date().toISOString().slice(0, 10)

/** The visit request of the detail page. */
export function VisitRequestForm({ slug }: { slug: string }) {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const connected = useIsConnected()
  const send = useSendVisitRequest()
  const { openLogin } = useSessionUi()
  const candidate = useIsCandidate(slug)
  const altcha = useRef<AltchaHandle>(null)
  const { values, setValues, set } = useFormValues<VisitValues>(emptyVisit)
  // The dates of the last request prefill the form once in the browser (the server knows none).
  useEffect(() => setValues((prev) => ({ ...prev, ...readRequestedDates() })), [setValues])

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
      // An e-mail already known opens the login dialog; the visitor signs in and sends again.
      if (err instanceof ApiError && err.code === 'email_exists') return openLogin({ notice: t('account.emailExists'), stayOnPage: true })
      await dialogs.showError(t('visit.failed'))
    }
  }

  return (
    <SiteForm className="form-grid visit-form" labelledBy="visit-title" submit={submit}>
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
          <CivilityField name="civility" value={values.co_civility} onChange={set('co_civility')} required />
          <PersonFields fields={{ firstname: 'co_firstname', name: 'co_name', email: 'co_email1', tel: 'co_tel1' }} values={values} label={(f) => t(`visit.${f}`)} onChange={set} />
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
      <SubmitRow label={t('visit.send')} disabled={send.isPending} />
    </SiteForm>
  )
}
