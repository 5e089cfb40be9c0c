import { FeedError } from './feed-error'

const DECLARATION = /^\uFEFF?\s*<\?xml\s[^>]*?encoding\s*=\s*["']([^"']+)["']/

/**
 * Turns the feed's bytes into text. The declared encoding is read from the first bytes: UTF-8 (or
 * none) is decoded strictly, so an invalid byte stops the import with where it is instead of
 * turning into replacement characters; another encoding the runtime knows (ISO-8859-1, …) is
 * decoded as declared; one it does not know is refused.
 */
export class FeedDecoder {
  private decoder: TextDecoder | undefined
  private head = Buffer.alloc(0)
  private bytes = 0

  /** The text of the next chunk ('' while the declaration is still being read). */
  write(chunk: Buffer | string): string {
    if (typeof chunk === 'string') return chunk
    if (!this.decoder) {
      this.head = Buffer.concat([this.head, chunk])
      const start = this.head.toString('latin1', 0, 512)
      if (this.head.length < 512 && !start.includes('?>') && !/^\s*<[^?]/.test(start)) return ''
      this.decoder = decoderFor(this.head)
      chunk = this.head
      this.head = Buffer.alloc(0)
    }
    return this.decode(chunk, true)
  }

  end(): string {
    if (!this.decoder) {
      if (!this.head.length) return ''
      this.decoder = decoderFor(this.head)
      return this.decode(this.head, false)
    }
    return this.decode(Buffer.alloc(0), false)
  }

  private decode(chunk: Buffer, stream: boolean): string {
    try {
      const text = this.decoder!.decode(chunk, { stream })
      this.bytes += chunk.length
      return text
    } catch {
      throw new FeedError(
        `The feed is not valid UTF-8: an invalid byte sequence between bytes ${this.bytes} and ${this.bytes + chunk.length}. Save ` +
          `it as UTF-8 and import it again.`,
      )
    }
  }
}

function decoderFor(head: Buffer): TextDecoder {
  if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0xff && head[1] === 0xfe))
    throw new FeedError('The feed is in UTF-16; only UTF-8 feeds are read (Kyero feeds are UTF-8).')
  const declared = DECLARATION.exec(head.toString('latin1', 0, 512))?.[1]?.trim()
  if (!declared || /^utf-?8$/i.test(declared)) return new TextDecoder('utf-8', { fatal: true })
  // Bytes of a two-byte encoding would have shown a byte-order mark; the declaration is then wrong.
  if (/^(utf-?16|ucs-?2|utf-?32)/i.test(declared))
    throw new FeedError(`The feed declares the encoding "${declared}"; only UTF-8 feeds are read.`)
  try {
    return new TextDecoder(declared, { fatal: true })
  } catch {
    throw new FeedError(
      `The feed declares the encoding "${declared}", which cannot be read; Kyero feeds are UTF-8.`,
    )
  }
}
