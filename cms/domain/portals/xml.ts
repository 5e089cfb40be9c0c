import { XMLBuilder } from 'fast-xml-parser'

/** Characters XML 1.0 cannot carry at all (control characters but tab and line breaks). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** A value as the builder writes it (escaping it after): without what XML cannot hold. */
const storable = (_name: string, value: unknown): string => String(value).replace(NOT_XML, '')

/**
 * An element's content as the builder takes it: text (escaped by the builder), child elements by
 * name (an array repeats the element), attributes as `@name`, the text beside attributes as
 * `#text`. An undefined child is left out.
 */
export type XmlValue = string | number | XmlElement | XmlValue[] | undefined
export type XmlElement = { [name: string]: XmlValue }

const builder = new XMLBuilder({
  // Every element on its own line (portals' parsers dislike long lines), without indentation.
  format: true,
  indentBy: '',
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // An element without content or children is written `<name/>` (JamesEdition's empty price).
  suppressEmptyNode: true,
  // An attribute whose value is "true" keeps its value.
  suppressBooleanAttributes: false,
  // & < > " ' escaped in text and attributes, and what XML cannot hold left out.
  processEntities: true,
  tagValueProcessor: storable,
  attributeValueProcessor: storable,
})

/** A text value, or nothing (the element left out) when there is none. */
export const text = (value: string | number | null | undefined): string | number | undefined =>
  value === null || value === '' ? undefined : value

/** Child elements, or nothing (the element left out) when none of them has a value. */
export const group = (children: XmlElement): XmlElement | undefined =>
  Object.values(children).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    ? children
    : undefined

/** A whole document: the XML declaration, then `root` (one element). */
export const xmlDocument = (root: XmlElement): string =>
  builder.build({ '?xml': { '@version': '1.0', '@encoding': 'UTF-8' }, ...root }) as string

/** An ISO date as both portals write dates: `YYYY-MM-DD HH:MM:SS`, in UTC. */
export const feedDate = (iso: string | Date): string =>
  new Date(iso).toISOString().slice(0, 19).replace('T', ' ')
