'use client'
import { useState } from 'react'

type Words = { show: string; hide: string; copy: string; copied: string }

/**
 * A feed's address or token, with a copy button; when `masked`, hidden behind dots until staff
 * ask to see it, so that it is not read over a shoulder.
 */
export function FeedSecret({
  value,
  masked,
  words,
}: {
  value: string
  masked?: boolean
  words: Words
}) {
  const [shown, setShown] = useState(!masked)
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(value)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }
  return (
    <span className="agency-portals__secret">
      <code>{shown ? value : '•'.repeat(12)}</code>
      {masked ? (
        <button type="button" className="agency-portals__button" onClick={() => setShown(!shown)}>
          {shown ? words.hide : words.show}
        </button>
      ) : null}
      <button type="button" className="agency-portals__button" onClick={() => void copy()}>
        {copied ? words.copied : words.copy}
      </button>
    </span>
  )
}
