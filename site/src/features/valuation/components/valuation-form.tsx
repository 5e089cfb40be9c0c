import { useRef } from 'react'
import {
  VALUATION_FEATURES,
  type ValuationComparables,
  type ValuationFeature,
} from '@contract/valuation'

import { localLabel, useItems } from '../../../api/get-items'
import { useLanguage, useTexts } from '../../../i18n/texts'
import { AltchaField, type AltchaHandle } from '../../../components/ui/altcha-field'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { PersonFields } from '../../../components/ui/person-fields'
import { SiteForm, SubmitRow } from '../../../components/ui/site-form'
import { TextField } from '../../../components/ui/text-field'
import { useFieldErrors } from '../../../components/ui/use-field-errors'
import { useIsConnected } from '../../../lib/session'
import { ApiError } from '../../../lib/api-client'
import { useSendValuation } from '../api/valuation'
import {
  checkValuation,
  toValuationFields,
  type ValuationField,
  type ValuationValues,
} from '../lib/valuation-form'
import { RequiredSelect } from '../../../components/ui/required-select'

type Props = {
  values: ValuationValues
  onValues: (update: (prev: ValuationValues) => ValuationValues) => void
  /** The request is stored: the page shows the acknowledgement and the comparables of the answer. */
  onSent: (comparables: ValuationComparables) => void
}

/** The seller's form: the property, then who to call back, the robot check as the contact form has it. */
export function ValuationForm({ values, onValues, onSent }: Props) {
  const { t } = useTexts()
  const lang = useLanguage()
  const dialogs = useDialogs()
  const send = useSendValuation()
  const connected = useIsConnected()
  const { data: items } = useItems()
  const altcha = useRef<AltchaHandle>(null)
  const invalid = useFieldErrors<ValuationField | 'features'>()
  const change = (key: ValuationField) => (v: string) => {
    onValues((prev) => ({ ...prev, [key]: v }))
    invalid.clear(key)
  }
  const toggle = (feature: ValuationFeature, on: boolean) =>
    onValues((prev) => ({
      ...prev,
      features: on
        ? [...prev.features.filter((f) => f !== feature), feature]
        : prev.features.filter((f) => f !== feature),
    }))

  const districts = (items?.districts ?? []).map((d) => ({
    value: d.value,
    label: localLabel(d, lang),
  }))
  const types = (items?.items_of_type ?? []).map((i) => ({
    value: String(i.value),
    label: localLabel(i, lang),
  }))

  /** Marks each missing or wrong field (focus on the first) and says why in the dialog. */
  const refuse = ({ missing, wrong }: ReturnType<typeof checkValuation>) => {
    invalid.show({
      ...Object.fromEntries(Object.entries(wrong).map(([f, key]) => [f, t(key)])),
      ...Object.fromEntries(missing.map((f) => [f, t('validation.required')])),
    })
    const first = Object.values(wrong)[0]
    return dialogs.showError(
      missing.length ? (
        <MissingFields labels={missing.map((f) => t(`valuation.${f}`))} />
      ) : (
        t(first ?? 'validation.required')
      ),
    )
  }

  const submit = async () => {
    // The robot check solves itself: it is missing only when it could not be solved.
    const found = checkValuation({ ...values, altcha: values.altcha || 'solving' })
    if (found.missing.length || Object.keys(found.wrong).length) return refuse(found)
    const altchaPayload = values.altcha || (await altcha.current?.solve()) || ''
    if (!altchaPayload) return refuse(checkValuation({ ...values, altcha: '' }))
    try {
      const { data } = await send.mutateAsync({
        ...toValuationFields(values),
        altcha: altchaPayload,
      })
      altcha.current?.reset()
      onSent(data.comparables)
    } catch (err) {
      // A used-up proof of work cannot be sent again.
      altcha.current?.reset()
      const fields = err instanceof ApiError && err.code === 'invalid_input' ? err.fields : []
      if (fields.length)
        invalid.show(Object.fromEntries(fields.map((f) => [f, t('validation.required')])))
      await dialogs.showError(t('valuation.failed'))
    }
  }

  return (
    <SiteForm
      className="form-grid"
      label={t('valuation.formTitle')}
      submit={submit}
      invalidAttempt={invalid.attempt}
      tool={{ name: 'estimate_property', description: t('assistant.estimate') }}
    >
      <h2 className="form-grid__wide valuation-form__heading">{t('valuation.propertyHeading')}</h2>
      <RequiredSelect
        name="district"
        label={t('valuation.district')}
        value={values.district}
        options={districts}
        onChange={change('district')}
        error={invalid.errors.district}
      />
      <TextField
        name="address"
        label={t('valuation.address')}
        value={values.address}
        onValueChange={change('address')}
        autoComplete="street-address"
      />
      <RequiredSelect
        name="type"
        label={t('valuation.type')}
        value={values.type}
        options={types}
        onChange={change('type')}
        error={invalid.errors.type}
      />
      <TextField
        name="surface"
        label={t('valuation.surface')}
        value={values.surface}
        onValueChange={change('surface')}
        inputMode="decimal"
        required
        error={invalid.errors.surface}
      />
      <TextField
        name="rooms"
        label={t('valuation.rooms')}
        value={values.rooms}
        onValueChange={change('rooms')}
        inputMode="numeric"
        error={invalid.errors.rooms}
      />
      <fieldset
        className="form-grid__wide field radio-row"
        // The group's name for an assistant filling the form (WebMCP reads no legend).
        toolparamdescription={t('valuation.features')}
      >
        <legend className="field__label">{t('valuation.features')}</legend>
        {VALUATION_FEATURES.map((f) => (
          <label key={f} className="radio">
            <input
              type="checkbox"
              name="features"
              value={f}
              checked={values.features.includes(f)}
              onChange={(e) => toggle(f, e.target.checked)}
            />{' '}
            {t(`valuation.feature.${f}`)}
          </label>
        ))}
      </fieldset>
      <h2 className="form-grid__wide valuation-form__heading">{t('valuation.contactHeading')}</h2>
      <PersonFields
        fields={{ firstname: 'firstname', name: 'name', email: 'email', tel: 'tel' }}
        values={values}
        label={(f) => t(`valuation.${f}`)}
        onChange={change}
        errors={invalid.errors}
      />
      <TextField
        className="form-grid__wide"
        name="message"
        label={t('valuation.message')}
        value={values.message}
        onValueChange={change('message')}
        multiline={5}
      />
      {connected ? (
        // A signed-in client never sees the check: the request still needs its proof, solved in the background.
        <AltchaField ref={altcha} onChange={change('altcha')} invisible />
      ) : (
        <div className="form-grid__wide">
          <AltchaField ref={altcha} onChange={change('altcha')} error={invalid.errors.altcha} />
        </div>
      )}
      <SubmitRow label={t('valuation.send')} disabled={send.isPending} />
    </SiteForm>
  )
}
