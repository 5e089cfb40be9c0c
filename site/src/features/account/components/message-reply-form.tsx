import { useState } from 'react'
import type { AgencyMessage } from '@contract/accounts'
import { REPLY_MAX_LENGTH } from '@contract/message-reply'

import { useTexts } from '../../../i18n/texts'
import { FormError, SiteForm } from '../../../components/ui/site-form'
import { TextField } from '../../../components/ui/text-field'
import { useFieldErrors } from '../../../components/ui/use-field-errors'
import { ApiError } from '../../../lib/api-client'
import { useReplyToMessage } from '../api/reply-to-message'
import { replyProblem } from '../lib/reply-problem'

/** The client's answer to one of the agency's messages: typed under it, shown in its thread once sent. */
export function MessageReplyForm({
  coId,
  message,
}: {
  coId: number | string
  message: AgencyMessage
}) {
  const { t } = useTexts()
  const [text, setText] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const invalid = useFieldErrors<'text'>()
  const send = useReplyToMessage(coId, message.ms_id)
  const explain = (key: string) => t(key, { max: REPLY_MAX_LENGTH })

  const submit = async () => {
    setFailure(null)
    const problem = replyProblem(text)
    if (problem) return invalid.show({ text: explain(problem) })
    try {
      await send.mutateAsync(text.trim())
      setText('')
    } catch (err) {
      // The server names the field it refuses; anything else is a failure to retry.
      if (err instanceof ApiError && err.fields.includes('text'))
        invalid.show({ text: explain(replyProblem(text) ?? 'account.reply.invalid') })
      else setFailure('account.reply.failed')
    }
  }

  return (
    <SiteForm
      className="message-reply"
      label={t('account.reply.formLabel', { subject: message.subject })}
      submit={submit}
      invalidAttempt={invalid.attempt}
    >
      <TextField
        label={t('account.reply.label')}
        value={text}
        multiline={3}
        onValueChange={(v) => (setText(v), invalid.clear('text'), setFailure(null))}
        error={invalid.errors.text}
      />
      <FormError message={failure && t(failure)} />
      <button type="submit" className="button button--small" disabled={send.isPending}>
        {t('account.reply.send')}
      </button>
    </SiteForm>
  )
}
