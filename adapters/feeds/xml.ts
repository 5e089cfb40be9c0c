/** Characters XML 1.0 cannot carry at all (control characters but tab and line breaks). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text or an attribute value as XML: escaped, and stripped of what XML cannot hold. */
export const xmlText = (value: string | number): string =>
  String(value)
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** `<name>value</name>` on its own line (portals' parsers dislike long lines), or nothing when there is no value. */
export const element = (name: string, value: string | number | null | undefined): string =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}>${xmlText(value)}</${name}>\n`

/** `<name>…</name>` around elements already written, or nothing when they are empty. */
export const wrap = (name: string, inner: string, attributes = ''): string =>
  inner ? `<${name}${attributes}>\n${inner}</${name}>\n` : ''

/** An ISO date as both portals write dates: `YYYY-MM-DD HH:MM:SS`, in UTC. */
export const feedDate = (iso: string | Date): string =>
  new Date(iso).toISOString().slice(0, 19).replace('T', ' ')

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
