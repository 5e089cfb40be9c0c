import type { Readable } from 'node:stream'

import { SaxesParser } from 'saxes'

import { FeedDecoder } from '../import/feed-decoder'
import { FeedError } from '../import/feed-error'

/** One element of a property, read whole: its attributes, its text (CDATA included), its children. */
export type XmlElement = {
  name: string
  attributes: Record<string, string>
  text: string
  children: XmlElement[]
}

/** Where a property stands in the feed, for the report. */
export type PropertyAt = { element: XmlElement; line: number; index: number }

export type ReadOptions = {
  /** Bytes beyond which the feed is refused (a feed is a few megabytes, 50 MB at most). */
  maxBytes: number
  onBytes?: (bytes: number) => void
}

// A property is a few kilobytes; these keep a hostile one from filling the memory.
const MAX_TEXT = 200_000
const MAX_ELEMENTS = 2_000
/** Kyero's deepest element is root/property/images/image/url: nothing deeper is ever kept. */
export const MAX_DEPTH = 5
/** A whole feed: 60 MB of elements of 20 bytes (a real feed's are longer, with their texts). */
export const MAX_FEED_ELEMENTS = 3_000_000
/** What `<root>` may hold; `<kyero>` holds the feed's version and date. */
const ROOT_CHILDREN = new Set(['kyero', 'property'])

/**
 * Reads a Kyero v3 feed as a stream, one `<property>` at a time: each is handed to `onProperty`,
 * and the next chunk of the stream is read only once the properties of the current one are done,
 * so a large feed never sits whole in memory and a slow import slows the reading. Any DOCTYPE is
 * refused (no entity is ever declared, let alone expanded); malformed XML stops the reading with
 * its line and column.
 */
export async function readKyeroFeed(
  stream: Readable,
  onProperty: (p: PropertyAt) => Promise<void>,
  opts: ReadOptions,
): Promise<{ properties: number; feedVersion?: string }> {
  const parser = new SaxesParser({ position: true, xmlns: false })
  const decoder = new FeedDecoder()
  const ready: PropertyAt[] = []
  const path: XmlElement[] = []
  let property: { root: XmlElement; line: number; size: number } | undefined
  let index = 0
  let feedVersion: string | undefined
  let versionText: string | undefined

  const fail = (message: string): never => {
    throw new FeedError(
      `Malformed XML at line ${parser.line}, column ${parser.column + 1}: ${message}`,
    )
  }
  parser.on('error', (err) => fail(err.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')))
  parser.on('doctype', () => {
    throw new FeedError(
      `The feed has a DOCTYPE (line ${parser.line}): refused, since its entity declarations could expand without limit. Kyero feeds have none.`,
    )
  })
  let elements = 0
  const refuse = (why: string): never => {
    throw new FeedError(
      `Not a Kyero v3 feed: at line ${parser.line}, column ${parser.column + 1}: ${why}`,
    )
  }
  // Each element is checked before anything is kept of it: a hostile structure costs nothing.
  parser.on('opentag', (tag) => {
    const depth = path.length
    if (depth === 0 && tag.name !== 'root')
      throw new FeedError(
        `Not a Kyero v3 feed: the document starts with <${tag.name}>, not <root>.`,
      )
    if (depth === 0 && Object.keys(tag.attributes).length)
      throw new FeedError(
        `Not a Kyero v3 feed: the document must start with a plain <root>, without attributes or namespaces (it has ` +
          `${Object.keys(tag.attributes).join(', ')}).`,
      )
    if (depth === 1 && !ROOT_CHILDREN.has(tag.name))
      refuse(`<${tag.name}> is not allowed in <root>: only <kyero> and <property> are.`)
    if (depth >= MAX_DEPTH)
      refuse(
        `<${tag.name}> is nested deeper than ${MAX_DEPTH} levels (Kyero's deepest is root/property/images/image/url).`,
      )
    if (++elements > MAX_FEED_ELEMENTS)
      refuse(`the feed has more than ${MAX_FEED_ELEMENTS} elements.`)
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      text: '',
      children: [],
    }
    if (depth === 1 && tag.name === 'property')
      property = { root: element, line: parser.line, size: 0 }
    else if (property) {
      if (++property.size > MAX_ELEMENTS)
        throw new FeedError(
          `The property at line ${property.line} has more than ${MAX_ELEMENTS} elements.`,
        )
      path[path.length - 1]!.children.push(element)
    }
    if (depth === 2 && path[1]?.name === 'kyero' && tag.name === 'feed_version') versionText = ''
    path.push(element)
  })
  const addText = (t: string) => {
    const current = path[path.length - 1]
    if (property && current && current.text.length < MAX_TEXT) current.text += t
    if (versionText !== undefined) versionText += t
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', (tag) => {
    path.pop()
    if (versionText !== undefined && tag.name === 'feed_version') {
      feedVersion = versionText.trim()
      versionText = undefined
    }
    if (path.length === 1 && property && tag.name === 'property') {
      ready.push({ element: property.root, line: property.line, index: index++ })
      property = undefined
    }
  })

  let bytes = 0
  const drain = async () => {
    while (ready.length) await onProperty(ready.shift()!)
  }
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length
    if (bytes > opts.maxBytes)
      throw new FeedError(`The feed is larger than ${Math.round(opts.maxBytes / 1048576)} MB.`)
    opts.onBytes?.(bytes)
    parser.write(decoder.write(chunk))
    await drain()
  }
  parser.write(decoder.end())
  parser.close()
  await drain()
  if (index === 0 && bytes === 0) throw new FeedError('The feed is empty.')
  return { properties: index, feedVersion }
}
