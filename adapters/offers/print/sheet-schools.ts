import type { Language } from '@contract/languages'
import { formatDuration, formatKm } from '@contract/format-duration'
import type { Distance } from '@contract/offer'

import type { Messages } from '@cms/domain/messages'
import { BRAND } from './sheet-brand'

const km = (v: number | null, lang: Language) => (v == null ? '–' : formatKm(v, lang))
const time = (v: number | null, lang: Language) => (v == null ? '–' : formatDuration(v, lang))

/** The schools as a table, with its height; a row never splits across pages, and a new page repeats the header. */
export function distanceTable(
  doc: PDFKit.PDFDocument,
  rows: Distance[],
  t: Messages['sheet'],
  lang: Language,
  left: number,
): { height: number; draw: () => void } {
  const cols = [t.school, t.walking, t.bicycling, t.transit, t.driving]
  const widths = [171, 81, 81, 81, 81]
  const heightOf = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? 'bold' : 'body')
      .fontSize(bold ? 8.5 : 9)
      .fillColor(bold ? BRAND.muted : BRAND.ink)
    return Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] - 6 })))
  }
  const line = (cells: string[], bold = false) => {
    const height = heightOf(cells, bold)
    const y = doc.y
    let x = left
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: widths[i] - 6 })
      x += widths[i]
    })
    doc.x = left
    doc.y = y + height + 3
  }
  const cells = rows.map((d) => [
    d.schoolName,
    `${km(d.di_walking_km, lang)} · ${time(d.di_walking_time, lang)}`,
    `${km(d.di_bicycling_km, lang)} · ${time(d.di_bicycling_time, lang)}`,
    `${km(d.di_transit_km, lang)} · ${time(d.di_transit_time, lang)}`,
    `${km(d.di_driving_km, lang)} · ${time(d.di_driving_time, lang)}`,
  ])
  const height =
    heightOf(cols, true) + 3 + cells.reduce((sum, row) => sum + heightOf(row, false) + 3, 0)
  const draw = () => {
    line(cols, true)
    for (const row of cells) {
      if (doc.y + heightOf(row, false) > doc.page.maxY()) {
        doc.addPage()
        line(cols, true)
      }
      line(row)
    }
  }
  return { height, draw }
}
