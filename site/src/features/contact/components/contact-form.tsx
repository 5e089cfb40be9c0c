import { useRef } from 'react'
import { useTexts } from '../../../i18n/texts'

import { AltchaField, type AltchaHandle } from '../../../components/ui/altcha-field'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { TextField } from '../../../components/ui/text-field'
import { PersonFields } from '../../../components/ui/person-fields'
import { SiteForm, SubmitRow } from '../../../components/ui/site-form'
import { useFormValues } from '../../../components/ui/use-form-values'
import { useSendContact } from '../api/send-contact'
import { checkContact, type ContactValues, emptyContact } from '../lib/contact-form'
import { CountrySelect } from '../../../components/ui/country-select'

export function ContactForm() {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const send = useSendContact()
  const altcha = useRef<AltchaHandle>(null)
  const { values, setValues, set } = useFormValues<ContactValues>(emptyContact)

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

  return (
    <SiteForm className="form-grid" label={t('contact.formTitle')} submit={submit}>
      <PersonFields fields={{ firstname: 'firstname', name: 'name', email: 'email', tel: 'tel' }} values={values} label={(f) => t(`contact.${f}`)} onChange={set} />
      <CountrySelect id="contact-country" label={t('contact.country')} value={values.country} onChange={set('country')} />
      <TextField className="form-grid__wide" label={t('contact.message')} value={values.message} onValueChange={set('message')} required multiline={7} />
      <div className="form-grid__wide">
        <AltchaField ref={altcha} onChange={set('altcha')} />
      </div>
      <SubmitRow label={t('contact.send')} disabled={send.isPending} />
    </SiteForm>
  )
}
