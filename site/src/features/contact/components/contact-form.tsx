import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AltchaField, type AltchaHandle } from '../../../components/ui/altcha-field'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { TextField } from '../../../components/ui/text-field'
import { useSendContact } from '../api/send-contact'
import { checkContact, type ContactValues, emptyContact } from '../lib/contact-form'
import { CountrySelect } from '../../../components/ui/country-select'
import { useFormSubmit } from '../../../components/ui/use-form-submit'

export function ContactForm() {
  const { t } = useTranslation()
  const dialogs = useDialogs()
  const send = useSendContact()
  const altcha = useRef<AltchaHandle>(null)
  const [values, setValues] = useState<ContactValues>(emptyContact)
  const set = (key: keyof ContactValues) => (v: string) => setValues((prev) => ({ ...prev, [key]: v }))

  const submit = async () => {
    const { missing, emailError } = checkContact(values)
    if (missing.length) return dialogs.showError(<MissingFields labels={missing.map((f) => t(`contact.${f}`))} />)
    if (emailError) return dialogs.showError(t(emailError))
    try {
      await send.mutateAsync(values)
      setValues(emptyContact)
      altcha.current?.reset()
      await dialogs.showMessage({ title: t('dialog.confirmation'), text: t('contact.sent') })
    } catch {
      // A used-up proof of work cannot be sent again.
      altcha.current?.reset()
      await dialogs.showError(t('contact.failed'))
    }
  }

  const { onSubmit } = useFormSubmit(submit)

  return (
    <form
      className="form-grid"
      noValidate
      aria-label={t('contact.formTitle')}
      onSubmit={onSubmit}
    >
      <TextField label={t('contact.firstname')} value={values.firstname} onValueChange={set('firstname')} required autoComplete="given-name" />
      <TextField label={t('contact.name')} value={values.name} onValueChange={set('name')} required autoComplete="family-name" />
      <TextField label={t('contact.email')} value={values.email} onValueChange={set('email')} required type="email" autoComplete="email" />
      <TextField label={t('contact.tel')} value={values.tel} onValueChange={set('tel')} required type="tel" autoComplete="tel" />
      <CountrySelect id="contact-country" label={t('contact.country')} value={values.country} onChange={set('country')} />
      <TextField className="form-grid__wide" label={t('contact.message')} value={values.message} onValueChange={set('message')} required multiline={7} />
      <div className="form-grid__wide">
        <AltchaField ref={altcha} onChange={set('altcha')} />
      </div>
      <div className="form-grid__wide">
        <button type="submit" className="button" disabled={send.isPending}>
          {t('contact.send')}
        </button>
      </div>
    </form>
  )
}
