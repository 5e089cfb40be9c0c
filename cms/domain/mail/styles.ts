import { escapeHtml } from '@contract/escape-html'

/**
 * The mails' inline styles, from a few constants: mail programs (Gmail, Outlook) drop style sheets,
 * so every element carries its own.
 */
export const NAVY = '#14213d'
export const GOLD = '#c9a55c'
export const GREY = '#4b5563'
export const MUTED = '#6b7280'
export const PAPER = '#f4f1ea'
export const PAPER_LIGHT = '#f8f6f1'
export const RULE = '#e7e1d3'
export const INK = '#1f2937'
export const DROP = '#9a3412'
// The site's faces first, for the few mail programs that have them installed; mails link no font
// file (most programs would not load it), so the web-safe faces after them are what most readers see.
export const FONT = 'Inter,Arial,Helvetica,sans-serif'
export const SERIF = "'Cormorant Garamond',Georgia,'Times New Roman',serif"

/** A `style` value from its declarations. */
export const css = (...declarations: string[]): string => declarations.join(';')

/** Cell spacing, padding and border off, as every layout table of a mail has them. */
export const TIGHT = 'cellpadding="0" cellspacing="0" border="0"'

/** A table that only lays out (screen readers skip it). */
export const presentation = (attributes: string, rows: string): string =>
  `<table role="presentation" ${attributes}>${rows}</table>`

/** A paragraph with its margins (and any other declarations). */
export const paragraph = (html: string, ...style: string[]): string =>
  `<p style="${css(...style)}">${html}</p>`

/** The smallest text of a mail, in pixels: what reads on a phone without zooming. */
export const SMALL_TEXT = '14px'

/** Lets a word longer than the line (an address, a link) break instead of widening the mail. */
export const WRAP = css('overflow-wrap:break-word', 'word-wrap:break-word', 'word-break:break-word')

/**
 * The navy call-to-action button: a link in a coloured cell, which every mail program paints. The
 * link is 44 px high (20 px line and 12 px above and below), a finger's width on a phone; a label
 * longer than the screen wraps inside it.
 */
export function button(href: string, label: string, margin: string): string {
  const link = css(
    'display:inline-block',
    'padding:12px 20px',
    `font-family:${FONT}`,
    'font-size:15px',
    'line-height:20px',
    'font-weight:bold',
    'color:#ffffff',
    'text-decoration:none',
  )
  const cell = `<td bgcolor="${NAVY}" style="${css(`background:${NAVY}`, 'border-radius:4px')}">`
  const a = `<a class="mail-button" href="${escapeHtml(href)}" style="${link}">${escapeHtml(label)}</a>`
  return presentation(`${TIGHT} style="margin:${margin}"`, `<tr>${cell}${a}</td></tr>`)
}

/** A muted note under a mail's content (expiry, why the mail came), as small as a mail gets. */
export const note = (html: string, ...style: string[]): string =>
  paragraph(html, ...style, `color:${MUTED}`, `font-size:${SMALL_TEXT}`)

/** A section's title above its text. */
export const heading = (html: string): string =>
  paragraph(html, 'margin:0 0 4px', 'font-weight:bold', `color:${NAVY}`)
