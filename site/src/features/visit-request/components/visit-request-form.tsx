import { useEffect, useRef } from 'react'
import {
  VISIT_DATES_MESSAGES,
  type VisitDatesProblem,
  type VisitDatesRule,
} from '@contract/visit-dates'

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
import { useFieldErrors } from '../../../components/ui/use-field-errors'
import { useFormValues } from '../../../components/ui/use-form-values'
import { ApiError } from '../../../lib/api-client'
import { useIsConnected } from '../../../lib/session'
import { useIsCandidate } from '../../../api/get-visit-requests'
import { useSessionUi } from '../../../lib/session-ui'
import { readRequestedDates, useSendVisitRequest } from '../api/send-visit-request'
import {
  checkVisitRequest,
  emptyVisit,
  localToday,
  type VisitCheck,
  type VisitProblem,
  type VisitValues,
} from '../lib/visit-request-validation'
import { CountryField, storedCountry, typedCountry } from '../../../components/ui/country-field'

const today = () => localToday()

/** The dates' rule the API's answer names (its message is one of the shared rules' words). */
const refusedDates = (err: unknown): VisitDatesProblem | null => {
  if (!(err instanceof ApiError) || err.code !== 'invalid_input') return null
  const rule = (Object.keys(VISIT_DATES_MESSAGES) as VisitDatesRule[]).find(
    (r) => VISIT_DATES_MESSAGES[r] === err.message,
  )
  const field = err.fields.find((f) => f === 'date_start' || f === 'date_end')
  return rule && field ? { field, rule } : null
}

/** What the offer is for: the two dates are the visitor's availability for a sale, the rental's entry and exit for a rental. */
export type VisitPurpose = 'sale' | 'rent'

type Field = keyof VisitValues

/** The visit request of the detail page. */
export function VisitRequestForm({
  slug,
  purpose = 'sale',
}: {
  slug: string
  purpose?: VisitPurpose
}) {
  const { t, lang } = useTexts()
  const dialogs = useDialogs()
  const connected = useIsConnected()
  const send = useSendVisitRequest()
  const { openLogin } = useSessionUi()
  const candidate = useIsCandidate(slug)
  const altcha = useRef<AltchaHandle>(null)
  const { values, setValues, set } = useFormValues<VisitValues>(emptyVisit)
  // The dates of the last request prefill the form once in the browser (the server knows none).
  useEffect(() => setValues((prev) => ({ ...prev, ...readRequestedDates() })), [setValues])

  const invalid = useFieldErrors<keyof VisitValues>()
  const change =
    <K extends keyof VisitValues>(key: K) =>
    (v: VisitValues[K]) => {
      set(key)(v)
      invalid.clear(key)
      if (key === 'date_start') invalid.clear('date_end')
    }
  // The dates keep their fields; only how they read changes with the offer.
  const dateLabel = (f: 'date_start' | 'date_end') =>
    t(purpose === 'sale' ? `visit.sale.${f}` : `visit.${f}`)
  const fieldName = (f: keyof VisitValues) =>
    purpose === 'sale' && (f === 'date_start' || f === 'date_end')
      ? t(`visit.sale.${f}Name`)
      : t(`visit.${f}`)
  const datesText = (rule: VisitDatesRule) =>
    rule === 'inverted'
      ? t(purpose === 'sale' ? 'visit.sale.datesInverted' : 'visit.datesInverted')
      : t(rule === 'past' ? 'visit.datePast' : 'visit.dateTooLong')

  /** What is said under a refused field (and beside its name in the dialog). */
  const message = (f: Field, problem: VisitProblem) => {
    if (problem === 'missing')
      return purpose === 'sale' && (f === 'date_start' || f === 'date_end')
        ? t(`visit.sale.missing.${f}`)
        : t(`visit.missing.${f}`)
    if (problem === 'email') return t('validation.email')
    if (problem === 'country') return t('visit.countryUnknown')
    return datesText(problem)
  }

  /**
   * Marks each refused field with its own message (focus on the first), then lists the very same
   * fields in the dialog: the empty ones by name, the others with their message.
   */
  const refuse = (problems: VisitCheck['problems']) => {
    const refused = Object.entries(problems) as [Field, VisitProblem][]
    invalid.show(Object.fromEntries(refused.map(([f, p]) => [f, message(f, p)])))
    return dialogs.showError(
      <MissingFields
        labels={refused.filter(([, p]) => p === 'missing').map(([f]) => fieldName(f))}
        wrong={refused
          .filter(([, p]) => p !== 'missing')
          .map(([f, p]) => ({ label: fieldName(f), message: message(f, p) }))}
      />,
    )
  }

  const check = (vals: VisitValues) =>
    checkVisitRequest(vals, connected, localToday(), (text) => typedCountry(text, lang) !== null)

  const submit = async () => {
    // The robot check solves itself: it is missing only when it could not be solved.
    const checked = check({ ...values, altcha: values.altcha || 'solving' })
    if (!checked.ok) return refuse(checked.problems)
    const altchaPayload = values.altcha || (await altcha.current?.solve()) || ''
    if (!altchaPayload) return refuse(check({ ...values, altcha: '' }).problems)
    const comment = [values.time && `${t('visit.time')}: ${values.time}`, values.comment.trim()]
      .filter(Boolean)
      .join('\n')
    try {
      const result = await send.mutateAsync({
        offer: slug,
        date_start: values.date_start,
        date_end: values.date_end,
        altcha: altchaPayload,
        ac_comment: comment || undefined,
        contact: connected
          ? undefined
          : {
              co_civility: values.co_civility as 'mme' | 'm',
              co_firstname: values.co_firstname,
              co_name: values.co_name,
              co_email1: values.co_email1,
              co_tel1: values.co_tel1,
              co_country: storedCountry(values.co_country, lang),
            },
      })
      setValues(emptyVisit)
      altcha.current?.reset()
      // The request first; a new account second, as where to follow it.
      const text = result.accountCreated
        ? `${t('visit.sent')} ${t('account.createdFollow')}`
        : t('visit.sent')
      await dialogs.showMessage({ title: t('dialog.confirmation'), text })
    } catch (err) {
      altcha.current?.reset()
      // An e-mail already known opens the login dialog; the visitor signs in and sends again.
      if (err instanceof ApiError && err.code === 'email_exists')
        return openLogin({ notice: t('account.emailExists'), stayOnPage: true })
      // Dates the server refuses (its today may differ from the visitor's) are marked where they were typed.
      const dateProblem = refusedDates(err)
      if (dateProblem) return refuse({ [dateProblem.field]: dateProblem.rule })
      await dialogs.showError(t('visit.failed'))
    }
  }

  return (
    <SiteForm
      className="form-grid visit-form"
      labelledBy="visit-title"
      submit={submit}
      invalidAttempt={invalid.attempt}
      tool={{ name: 'ask_for_visit', description: t('assistant.askVisit') }}
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
          <CivilityField
            name="civility"
            value={values.co_civility}
            onChange={change('co_civility')}
            required
            error={invalid.errors.co_civility}
          />
          <PersonFields
            fields={{
              firstname: 'co_firstname',
              name: 'co_name',
              email: 'co_email1',
              tel: 'co_tel1',
            }}
            values={values}
            label={(f) => t(`visit.${f}`)}
            onChange={change}
            errors={invalid.errors}
          />
          <CountryField
            id="visit-country"
            name="co_country"
            className="field form-grid__wide"
            label={t('visit.co_country')}
            value={values.co_country}
            onChange={change('co_country')}
            error={invalid.errors.co_country}
          />
          <p className="form-grid__wide muted">{t('visit.accountNotice')}</p>
        </>
      )}
      <fieldset className="form-grid__wide visit-dates">
        <legend className="field__label">{t(`visit.${purpose}.legend`)}</legend>
        <DatePicker
          name="date_start"
          toolDescription={t('assistant.param.date')}
          label={dateLabel('date_start')}
          value={values.date_start}
          onChange={change('date_start')}
          required
          min={today()}
          error={invalid.errors.date_start}
        />
        <DatePicker
          name="date_end"
          toolDescription={t('assistant.param.date')}
          label={dateLabel('date_end')}
          value={values.date_end}
          onChange={change('date_end')}
          required
          min={values.date_start !== emptyVisit.date_start ? values.date_start : today()}
          error={invalid.errors.date_end}
        />
      </fieldset>
      <HourPicker
        name="time"
        label={t('visit.time')}
        value={values.time}
        onChange={change('time')}
      />
      <MarkdownTextarea
        name="comment"
        className="form-grid__wide"
        label={t('visit.comment')}
        value={values.comment}
        onChange={change('comment')}
        rows={3}
      />
      {connected ? (
        // A signed-in client never sees the check: it is solved in the background.
        <AltchaField ref={altcha} onChange={change('altcha')} invisible />
      ) : (
        <div className="form-grid__wide">
          <AltchaField ref={altcha} onChange={change('altcha')} error={invalid.errors.altcha} />
        </div>
      )}
      <SubmitRow label={t('visit.send')} disabled={send.isPending} />
    </SiteForm>
  )
}
