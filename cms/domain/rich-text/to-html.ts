import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

import { isLexicalState, plainTextToLexical } from './lexical-state'

/** What a description may contain on the site: text structure and links, nothing that runs or styles. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // Headings of a description sit under the page's own title.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/** Any HTML reduced to the allow-list above. */
export const sanitizeRichHtml = (html: string): string => sanitizeHtml(html, ALLOWED).trim()

/**
 * A rich text as the HTML the legacy API and the site carry: Payload's own converter, then the
 * allow-list, so a hostile paste (a javascript: link, a script, an event handler) never leaves
 * the server. A plain string (a row written before descriptions were rich) reads as paragraphs.
 */
export function richTextToHtml(value: unknown): string {
  const state = typeof value === 'string' ? plainTextToLexical(value) : value
  if (!isLexicalState(state)) return ''
  const html = convertLexicalToHTML({
    data: state as SerializedEditorState,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
  return sanitizeRichHtml(html)
}
