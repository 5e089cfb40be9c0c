'use client'
import {
  Button,
  Gutter,
  SelectInput,
  TextInput,
  toast,
  useConfig,
  useDocumentDrawerContext,
  useTranslation,
} from '@payloadcms/ui'
import { LANGUAGES, type Language } from '@contract/languages'
import { useRouter } from 'next/navigation'
import { type ChangeEvent, type FormEvent, useState } from 'react'

import { INVITATION_LANGUAGES, inviteWords, type InviteWords } from './invite-client-words'

type Values = { email: string; civility: string; firstname: string; name: string; lang: Language }
type Errors = Partial<Record<keyof Values | 'form', string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function check(values: Values, words: InviteWords): Errors {
  const errors: Errors = {}
  if (!values.email.trim()) errors.email = words.required
  else if (!EMAIL.test(values.email.trim())) errors.email = words.badEmail
  if (!values.name.trim()) errors.name = words.required
  return errors
}

type SavedClient = { id: number | string }
type RestError = {
  errors?: { message?: string; data?: { errors?: { path?: string; message?: string }[] } }[]
}

/**
 * What Payload's REST API refused, as the form's errors. A known address is the usual one: Payload
 * answers it without details, naming the login (checked with the address, and a provisional login
 * never clashes).
 */
function refusal(body: RestError | null, words: InviteWords): Errors {
  const first = body?.errors?.[0]
  const paths = (first?.data?.errors ?? []).map((e) => e.path)
  if (
    paths.includes('email') ||
    paths.includes('username') ||
    /\b(email|username)\b/.test(first?.message ?? '')
  )
    return { email: words.emailTaken }
  return { form: first?.data?.errors?.[0]?.message ?? first?.message ?? words.failed }
}

/** Saves the new client through Payload's REST API (the admin's session) with the invitation asked for. */
async function postInvitation(api: string, values: Values, language: string) {
  const res = await fetch(`${api}/contacts?depth=0`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({
      email: values.email.trim(),
      ...(values.civility ? { co_civility: values.civility } : {}),
      co_firstname: values.firstname.trim(),
      co_name: values.name.trim(),
      co_preferences: { lang: values.lang },
      sendInvitation: true,
    }),
  })
  const body = (await res.json().catch(() => null)) as ({ doc?: SavedClient } & RestError) | null
  return res.ok ? body : { ...body, doc: undefined }
}

const ErrorText = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={id} role="alert" className="invite-client__error">
      {message}
    </p>
  ) : null

/** Civility, first name and last name, side by side. */
function NameRow({
  values,
  set,
  error,
  words,
}: {
  values: Values
  set: (key: keyof Values) => (value: string) => void
  error?: string
  words: InviteWords
}) {
  return (
    <div className="invite-client__row">
      <SelectInput
        name="co_civility"
        path="co_civility"
        label={words.civility}
        isClearable
        options={[
          { value: 'mme', label: 'Mme' },
          { value: 'm', label: 'M.' },
        ]}
        value={values.civility}
        onChange={(option) => set('civility')((option as { value?: string } | null)?.value ?? '')}
      />
      <TextInput
        path="co_firstname"
        label={words.firstname}
        value={values.firstname}
        onChange={(e: ChangeEvent<HTMLInputElement>) => set('firstname')(e.target.value)}
      />
      <TextInput
        path="co_name"
        label={words.name}
        required
        value={values.name}
        onChange={(e: ChangeEvent<HTMLInputElement>) => set('name')(e.target.value)}
        showError={!!error}
        Error={<ErrorText id="invite-name-error" message={error} />}
      />
    </div>
  )
}

/**
 * A new client as a negotiator makes one: an address and a name, nothing to invent. Saved through
 * Payload's REST API with "send an invitation" ticked, so the server makes a provisional login and
 * an unusable password and mails the client the link to choose both; then the client's page opens.
 */
export function InviteClientForm() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const drawer = useDocumentDrawerContext()
  const admin = i18n.language === 'en' ? 'en' : 'fr'
  const words = inviteWords[admin]
  const [values, setValues] = useState<Values>({
    email: '',
    civility: '',
    firstname: '',
    name: '',
    lang: admin,
  })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = check(values, words)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const body = await postInvitation(
        `${config.serverURL}${config.routes.api}`,
        values,
        i18n.language,
      )
      if (!body?.doc) return setErrors(refusal(body, words))
      toast.success(words.sent(values.email.trim()))
      if (drawer.onSave)
        await drawer.onSave({
          doc: body.doc,
          operation: 'create',
          result: body as Record<string, unknown>,
        })
      else router.push(`${config.routes.admin}/collections/contacts/${body.doc.id}`)
    } catch {
      setErrors({ form: words.failed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Gutter className="invite-client">
      <h1>{words.title}</h1>
      <p className="invite-client__intro">{words.intro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="invite-client__form">
        <TextInput
          path="email"
          label={words.email}
          required
          value={values.email}
          onChange={(e: ChangeEvent<HTMLInputElement>) => set('email')(e.target.value)}
          htmlAttributes={{ autoComplete: 'off' }}
          showError={!!errors.email}
          Error={<ErrorText id="invite-email-error" message={errors.email} />}
        />
        <NameRow values={values} set={set} error={errors.name} words={words} />
        <SelectInput
          name="lang"
          path="lang"
          label={words.lang}
          options={LANGUAGES.map((value) => ({ value, label: INVITATION_LANGUAGES[admin][value] }))}
          value={values.lang}
          onChange={(option) => set('lang')((option as { value?: string } | null)?.value ?? admin)}
        />
        <ErrorText id="invite-form-error" message={errors.form} />
        <Button type="submit" disabled={busy} size="large">
          {busy ? words.sending : words.submit}
        </Button>
      </form>
    </Gutter>
  )
}
