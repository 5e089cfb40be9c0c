import { useRef } from 'react'

import { useTexts } from '../../../i18n/texts'
import { AltchaField, type AltchaHandle } from '../../../components/ui/altcha-field'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { TextField } from '../../../components/ui/text-field'
import { PersonFields } from '../../../components/ui/person-fields'
import { SiteForm, SubmitRow } from '../../../components/ui/site-form'
import { useFieldErrors } from '../../../components/ui/use-field-errors'
import { useFormValues } from '../../../components/ui/use-form-values'
import { useIsConnected } from '../../../lib/session'
import { useSendContact } from '../api/send-contact'
import { checkContact, type ContactValues, emptyContact } from '../lib/contact-form'
import { CountrySelect } from '../../../components/ui/country-select'

export function ContactForm() {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const send = useSendContact()
  const connected = useIsConnected()
  const altcha = useRef<AltchaHandle>(null)
  const { values, setValues, set } = useFormValues<ContactValues>(emptyContact)
  const invalid = useFieldErrors<keyof ContactValues>()
  const change = (key: keyof ContactValues) => (v: string) => {
    set(key)(v)
    invalid.clear(key)
  }

  /** Marks each missing or wrong field (focus on the first) and says why in the dialog. */
  const refuse = ({ missing, emailError }: ReturnType<typeof checkContact>) => {
    invalid.show({
      ...Object.fromEntries(missing.map((f) => [f, t('validation.required')])),
      ...(emailError && !missing.includes('email') ? { email: t(emailError) } : {}),
    })
    return dialogs.showError(
      missing.length ? (
        <MissingFields labels={missing.map((f) => t(`contact.${f}`))} />
      ) : (
        t(emailError ?? 'validation.email')
      ),
    )
  }

  const submit = async () => {
    // The robot check solves itself: it is missing only when it could not be solved.
    const fields = checkContact({ ...values, altcha: values.altcha || 'solving' })
    if (fields.missing.length || fields.emailError) return refuse(fields)
    const altchaPayload = values.altcha || (await altcha.current?.solve()) || ''
    if (!altchaPayload) return refuse(checkContact({ ...values, altcha: '' }))
    try {
      await send.mutateAsync({ ...values, altcha: altchaPayload })
      setValues(emptyContact)
      altcha.current?.reset()
      await dialogs.showMessage({ title: t('dialog.confirmation'), text: t('contact.sent') })
    } catch {
      // A used-up proof of work cannot be sent again.
      altcha.current?.reset()
      await dialogs.showError(t('contact.failed'))
    }
  }

  return (
    <SiteForm
      className="form-grid"
      label={t('contact.formTitle')}
      submit={submit}
      invalidAttempt={invalid.attempt}
      tool={{ name: 'contact_agency', description: t('assistant.contact') }}
    >
      <PersonFields
        fields={{ firstname: 'firstname', name: 'name', email: 'email', tel: 'tel' }}
        values={values}
        label={(f) => t(`contact.${f}`)}
        onChange={change}
        errors={invalid.errors}
      />
      <CountrySelect
        id="contact-country"
        name="country"
        label={t('contact.country')}
        value={values.country}
        onChange={change('country')}
        error={invalid.errors.country}
      />
      <TextField
        className="form-grid__wide"
        name="message"
        label={t('contact.message')}
        value={values.message}
        onValueChange={change('message')}
        required
        multiline={7}
        error={invalid.errors.message}
      />
      {connected ? (
        // A signed-in client never sees the check: the message still needs its proof, solved in the background.
        <AltchaField ref={altcha} onChange={change('altcha')} invisible />
      ) : (
        <div className="form-grid__wide">
          <AltchaField ref={altcha} onChange={change('altcha')} error={invalid.errors.altcha} />
        </div>
      )}
      <SubmitRow label={t('contact.send')} disabled={send.isPending} />
    </SiteForm>
  )
}
