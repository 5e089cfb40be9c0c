import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { offerName as offerNameOf } from '@contract/offer'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { offerQuery } from '../../../api/get-offer'
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

/**
 * Written from an offer's card, the message is about that offer: its slug in the address, its name
 * in the history's state (read once running, since the server renders without that state). Opened
 * at that address otherwise (a link shared, a reload after a while), the name is read from the
 * offer itself: an offer the public may not see, or none, names nothing.
 */
function useOfferWrittenFrom() {
  const [params, setParams] = useSearchParams()
  const offer = params.get('offer')?.slice(0, 200) || undefined
  const { state } = useLocation()
  const lang = useLanguage()
  const [carried, setCarried] = useState<string | null>()
  useEffect(() => {
    const named = (state as { offerName?: unknown } | null)?.offerName
    setCarried(typeof named === 'string' ? named : null)
  }, [state])
  const read = useQuery({
    ...offerQuery(offer ?? '', lang),
    // Once running and only when the card gave no name.
    enabled: Boolean(offer) && carried === null,
    retry: false,
  })
  const offerName = carried ?? (read.data ? offerNameOf(read.data.data, lang) : undefined)
  const forgetOffer = () => {
    if (offer) setParams({}, { replace: true })
  }
  return { offer, offerName, forgetOffer }
}

export function ContactForm() {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const send = useSendContact()
  const connected = useIsConnected()
  const altcha = useRef<AltchaHandle>(null)
  const { offer, offerName, forgetOffer } = useOfferWrittenFrom()
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
      await send.mutateAsync({ ...values, altcha: altchaPayload, ...(offer ? { offer } : {}) })
      setValues(emptyContact)
      forgetOffer()
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
      {offer && offerName && (
        <p className="form-grid__wide contact-form__about">
          {t('contact.about', { name: offerName })}
        </p>
      )}
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
