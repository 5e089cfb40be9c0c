/** The space between two photos of the gallery. */
const GAP = 8
/** A shorter gallery is still a gallery; below this the sheet lets content go to a further page. */
export const MIN_ROW_HEIGHT = 96

/**
 * The gallery at the current position: two photos a row in the 730×413 shape of their rendition
 * (or `rowHeight`, when the sheet makes it shorter), or one across the width when there is only
 * one. Leaves the position under it.
 */
export function drawGallery(
  doc: PDFKit.PDFDocument,
  photos: Buffer[],
  left: number,
  width: number,
  rowHeight: number | null,
): { rows: number; rowHeight: number } {
  const cell = (width - GAP) / 2
  const wide = photos.length === 1
  const rows = wide ? 1 : Math.ceil(photos.length / 2)
  const height = rowHeight ?? (wide ? width * 0.5 : (cell * 413) / 730)
  const top = doc.y
  photos.forEach((bytes, i) => {
    const w = wide ? width : cell
    const x = left + (wide ? 0 : (i % 2) * (cell + GAP))
    const y = top + Math.floor(i / 2) * (height + GAP)
    // pdfkit's cover scales a photo past its box without cutting it: the clip keeps it inside.
    doc
      .save()
      .rect(x, y, w, height)
      .clip()
      .image(bytes, x, y, { cover: [w, height], align: 'center', valign: 'center' })
      .restore()
  })
  doc.x = left
  doc.y = top + rows * height + (rows - 1) * GAP + 4
  return { rows, rowHeight: height }
}
