import { escapeHtml } from '@contract/escape-html'

import { css, MUTED, presentation, TIGHT, WRAP } from './styles'

const e = escapeHtml

/**
 * Labelled values as a two-column table, the mail's full width: the label on one line, the value
 * beside it breaking where it must (a long address or link wraps instead of widening the mail on
 * a phone). `header` writes labels as header cells, for the mails staff read as a record.
 */
export function fieldsTable(
  rows: readonly (readonly [string, string])[],
  { margin = '0 0 12px', header = false }: { margin?: string; header?: boolean } = {},
): string {
  const label = css(
    'padding:4px 12px 4px 0',
    `color:${MUTED}`,
    'font-weight:normal',
    'text-align:left',
    'vertical-align:top',
    'white-space:nowrap',
  )
  const value = css('padding:4px 0', 'vertical-align:top', WRAP)
  const tag = header ? 'th' : 'td'
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><${tag} align="left" style="${label}">${e(k)}</${tag}><td style="${value}">${e(v)}</td></tr>`,
    )
    .join('')
  return presentation(`width="100%" ${TIGHT} style="margin:${margin}"`, cells)
}
