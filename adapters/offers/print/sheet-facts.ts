import { BRAND } from './sheet-brand'

const PER_ROW = 3
const ROW_HEIGHT = 42

export const factsHeight = (facts: unknown[]): number =>
  Math.ceil(facts.length / PER_ROW) * ROW_HEIGHT

/** The facts three a row at the current position, each a small label over its value in the display face. */
export function drawFacts(
  doc: PDFKit.PDFDocument,
  facts: [string, string | number][],
  left: number,
  width: number,
): void {
  const cellWidth = width / PER_ROW
  const top = doc.y
  facts.forEach(([label, value], i) => {
    const x = left + (i % PER_ROW) * cellWidth
    const y = top + Math.floor(i / PER_ROW) * ROW_HEIGHT
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(BRAND.muted)
      .text(label, x, y, { width: cellWidth - 10, lineBreak: false, ellipsis: true })
    doc
      .font('display')
      .fontSize(18)
      .fillColor(BRAND.navy)
      .text(String(value), x, y + 12, { width: cellWidth - 10, lineBreak: false })
  })
  doc.x = left
  doc.y = top + factsHeight(facts)
}
