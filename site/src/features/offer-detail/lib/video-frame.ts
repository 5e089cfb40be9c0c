import { harmlessAllow, PLAYER_HOSTS } from '@contract/video-embed'

export type VideoFrame = {
  src: string
  width?: string
  height?: string
  title?: string
  allow?: string
}

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag)
  return match ? (match[2] ?? match[3]) : undefined
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")

const size = (value: string | undefined) => (value && /^\d{1,4}%?$/.test(value) ? value : undefined)

/**
 * The first player frame of an embed: its https source on an allowed host, its size and title,
 * and only harmless `allow` features. Anything else in the markup is ignored; no frame, null.
 */
export function videoFrame(embed: string): VideoFrame | null {
  const tag = /<iframe\b[^>]*>/i.exec(embed)?.[0]
  const raw = tag && attribute(tag, 'src')
  if (!raw) return null
  let url: URL
  try {
    url = new URL(decodeEntities(raw))
  } catch {
    return null
  }
  if (
    url.protocol !== 'https:' ||
    !PLAYER_HOSTS.includes(url.hostname) ||
    url.username ||
    url.password
  )
    return null
  const allow = harmlessAllow(attribute(tag, 'allow') ?? '')
  const title = attribute(tag, 'title')
  return {
    src: url.href,
    width: size(attribute(tag, 'width')),
    height: size(attribute(tag, 'height')),
    title: title ? decodeEntities(title) : undefined,
    allow: allow || undefined,
  }
}
