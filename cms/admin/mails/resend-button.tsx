'use client'
import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = {
  id: number | string
  words: { resend: string; resent: string; resendFailed: string }
}

/** Ticks the queued mail's "Send again" box through Payload's REST API: the queue then holds a fresh copy. */
export function ResendButton({ id, words }: Props) {
  const { config } = useConfig()
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle')
  const resend = async () => {
    setState('busy')
    const res = await fetch(`${config.routes.api}/payload-jobs/${encodeURIComponent(String(id))}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ resend: true }),
    }).catch(() => null)
    setState(res?.ok ? 'done' : 'failed')
    if (res?.ok) router.refresh()
  }
  if (state === 'done') return <span role="status">{words.resent}</span>
  return (
    <>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={state === 'busy'}
        onClick={resend}
      >
        {words.resend}
      </Button>
      {state === 'failed' ? <span role="alert"> {words.resendFailed}</span> : null}
    </>
  )
}
