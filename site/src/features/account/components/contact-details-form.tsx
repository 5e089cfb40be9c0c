import { useTexts } from '../../../i18n/texts'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import type { SessionUser } from '../../../lib/session'
import { type ContactDetails, useUpdateMe } from '../../../api/contact-details'
import { checkDetails, DETAIL_FIELDS, detailsFromUser } from '../lib/contact-details-form'
import { CountrySelect } from '../../../components/ui/country-select'
import { CivilityField } from '../../../components/ui/civility-field'
import { SiteForm, SubmitRow } from '../../../components/ui/site-form'
import { useFormValues } from '../../../components/ui/use-form-values'

const AUTOCOMPLETE: Partial<Record<(typeof DETAIL_FIELDS)[number], string>> = {
  co_firstname: 'given-name',
  co_name: 'family-name',
  co_email1: 'email',
  co_tel1: 'tel',
  co_mobile1: 'tel',
  co_address1: 'address-line1',
  co_address2: 'address-line2',
  co_zip: 'postal-code',
  co_city: 'address-level2',
}
const REQUIRED = new Set(['co_firstname', 'co_name', 'co_email1', 'co_tel1'])

/** The client's own contact details (PUT /me). */
export function ContactDetailsForm({ user }: { user: SessionUser }) {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const update = useUpdateMe()
  const { values, set } = useFormValues<ContactDetails>(() => detailsFromUser(user))

  const submit = async () => {
    const { missing, emailError } = checkDetails(values)
    if (missing.length)
      return dialogs.showError(<MissingFields labels={missing.map((f) => t(`visit.${f}`))} />)
    if (emailError) return dialogs.showError(t(emailError))
    try {
      await update.mutateAsync(values)
      await dialogs.showMessage({
        title: t('dialog.confirmation'),
        text: t('account.detailsSaved'),
      })
    } catch (err) {
      await dialogs.showError(
        t(
          err instanceof ApiError && err.code === 'email_exists'
            ? 'account.emailTaken'
            : 'account.detailsFailed',
        ),
      )
    }
  }

  return (
    <section className="account-section" aria-labelledby="account-details">
      <h2 id="account-details" className="section-title">
        {t('account.details')}
      </h2>
      <SiteForm className="form-grid" labelledBy="account-details" submit={submit}>
        <CivilityField
          name="account-civility"
          value={values.co_civility}
          onChange={set('co_civility')}
        />
        {DETAIL_FIELDS.map((f) => (
          <TextField
            key={f}
            label={t(`account.field.${f}`)}
            value={values[f]}
            onValueChange={set(f)}
            required={REQUIRED.has(f)}
            type={
              f === 'co_email1'
                ? 'email'
                : f.startsWith('co_tel') || f.startsWith('co_mobile')
                  ? 'tel'
                  : 'text'
            }
            autoComplete={AUTOCOMPLETE[f]}
          />
        ))}
        <CountrySelect
          id="account-country"
          label={t('visit.co_country')}
          value={values.co_country}
          onChange={set('co_country')}
        />
        <SubmitRow label={t('account.saveDetails')} disabled={update.isPending} />
      </SiteForm>
    </section>
  )
}
