import { createRequire } from 'node:module'
import path from 'node:path'

import PDFDocument from 'pdfkit'
import type { Language } from '@contract/languages'
import { formatDuration, formatKm } from '@contract/format-duration'
import { exactPrice } from '@contract/format-amount'
import { formatPrice, priceLines, type PriceFields } from '@contract/format-price'
import { formatSurface } from '@contract/format-surface'
import { buildingDescription, offerText, type Distance, type Offer } from '@contract/offer'

import { drawEnergyScale, sheetLegalLines } from './sheet-legal'
import { messages, type Messages } from '../../../cms/messages'

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
)

export type SheetInput = {
  offer: Offer
  lang: Language
  typeLabel: string
  serviceLabels: string[]
  /** JPEG bytes of up to three photos, in the offer's order. */
  photos: Buffer[]
  qrPng: Buffer
  url: string
  agency: { name: string; phone: string; email: string; address: string }
  /** District names in the sheet's language, by the value offers and buildings carry. */
  districtNames: Record<string, string>
}

/** The offer's price block in the sheet's words: the sale price, then one rent line (per month, else per year), each shortened with its whole figure. */
export function sheetPriceLines(o: PriceFields, lang: Language): string[] {
  const t = messages(lang).sheet
  return priceLines(o).map((line) => {
    const label = line.kind === 'sale' ? t.sale : t.rent
    if (line.onRequest) return `${label}: ${t.onRequest}`
    const exact = exactPrice(line.amount, lang)
    const amount = `${formatPrice(line.amount, lang)}${exact ? ` (${exact})` : ''}`
    return line.kind === 'sale'
      ? `${label}: ${amount}`
      : `${label}: ${amount} ${line.per === 'month' ? t.perMonth : t.perYear}`
  })
}

const km = (v: number | null, lang: Language) => (v == null ? '–' : formatKm(v, lang))
const time = (v: number | null, lang: Language) => (v == null ? '–' : formatDuration(v, lang))
const m2 = (v: number | null, approx: boolean, approxWord: string, lang: Language) =>
  v == null ? null : `${approx ? `${approxWord} ` : ''}${formatSurface(v, lang)}`

const MARGIN = 40
const PHOTO_HEIGHT = 250
/** A shorter photo row is still a photo; below this the sheet lets content go to a second page. */
const MIN_PHOTO_HEIGHT = 150
/** The contact block and QR code with the rule above them, and the page's foot under them. */
const FOOTER_HEIGHT = 144
/** A section's title with the space around it. */
const HEADING_HEIGHT = 24
/** A title keeps this much of what follows on its page: two lines, or the energy scales. */
const KEEP_WITH_NEXT = HEADING_HEIGHT + 42
/** About three lines of body text. */
const SPILL = 36

/**
 * How the sheet is laid out. `shortPage` ends one page's content higher up, so that what follows
 * (a whole section, or at least its last lines) goes over with the contact block.
 */
type Layout = { photoHeight: number; shortPage: { page: number; bottom: number } | null }
type Spot = { page: number; y: number }
type Drawn = {
  pdf: Promise<Buffer>
  end: Spot
  lastSection: Spot | null
  footerFrom: number
  footerAlone: boolean
}

/**
 * The listing sheet as a PDF (A4), with DejaVu fonts so that accents and Cyrillic render. The
 * contact block closes the last page; when it does not fit under the content, the sheet is laid
 * out again rather than given a page with the contact block alone: smaller photos when that is
 * enough to keep it all on one page, else the last section (or its last lines) moves over with it.
 */
export function renderSheet(input: SheetInput): Promise<Buffer> {
  const first = drawSheet(input, { photoHeight: PHOTO_HEIGHT, shortPage: null })
  if (!first.footerAlone) return first.pdf
  first.pdf.catch(() => undefined)
  return drawSheet(input, secondLayout(first, input.photos.length > 0)).pdf
}

function secondLayout(first: Drawn, photos: boolean): Layout {
  const { footerFrom } = first
  const overflow = first.end.y - footerFrom
  if (photos && first.end.page === 0 && overflow <= PHOTO_HEIGHT - MIN_PHOTO_HEIGHT)
    return { photoHeight: PHOTO_HEIGHT - Math.ceil(overflow + 1), shortPage: null }
  const last = first.lastSection
  const sectionMoves =
    last != null &&
    last.page === first.end.page &&
    last.y > MARGIN + 1 &&
    MARGIN + (first.end.y - last.y) <= footerFrom
  return {
    photoHeight: PHOTO_HEIGHT,
    shortPage: { page: first.end.page, bottom: sectionMoves ? last.y + 0.5 : first.end.y - SPILL },
  }
}

/** Two spellings of one place ("SAINT JEAN CAP FERRAT", "Saint-Jean-Cap-Ferrat"). */
const sameName = (a: string, b: string) => {
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^\p{L}\p{N}]/gu, '')
      .toLowerCase()
  return plain(a) === plain(b)
}
const distinctNames = (names: (string | null | undefined)[]) =>
  names
    .filter((n): n is string => Boolean(n))
    .filter((n, i, all) => all.findIndex((m) => sameName(m, n)) === i)

function drawSheet(input: SheetInput, layout: Layout): Drawn {
  const { offer: o, lang, agency } = input
  const t = messages(lang).sheet
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${o.of_ref} – ${o[`of_name_${lang}`]}`, Author: agency.name },
  })
  doc.registerFont('body', path.join(fontDir, 'DejaVuSans.ttf'))
  doc.registerFont('bold', path.join(fontDir, 'DejaVuSans-Bold.ttf'))
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const pdf = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  let page = 0
  const shorten = () => {
    if (layout.shortPage?.page === page)
      doc.page.margins = { ...doc.page.margins, bottom: doc.page.height - layout.shortPage.bottom }
  }
  shorten()
  doc.on('pageAdded', () => {
    page += 1
    shorten()
  })
  const width = doc.page.width - 2 * MARGIN
  const body = () => doc.font('body').fontSize(10).fillColor('#222')
  let lastSection: Spot | null = null
  /** A section's title; `keep` is how much of the section must follow it on the same page. */
  const heading = (text: string, keep = KEEP_WITH_NEXT) => {
    lastSection = { page, y: doc.y }
    if (doc.y + keep > doc.page.maxY()) doc.addPage()
    else doc.moveDown(0.6)
    doc.font('bold').fontSize(12).fillColor('#1d3557').text(text).moveDown(0.2)
    body()
  }
  // A district's name, else none: its code ("monte-carlo") is no words for a reader.
  const district = (value: string | undefined) => (value ? input.districtNames[value] : undefined)

  doc
    .font('bold')
    .fontSize(10)
    .fillColor('#1d3557')
    .text(agency.name.toUpperCase(), { continued: true })
    .font('body')
    .fillColor('#666')
    .text(`   ${t.title}`, { align: 'left' })
  doc
    .moveDown(0.5)
    .font('bold')
    .fontSize(18)
    .fillColor('#111')
    .text(o[`of_name_${lang}`] || o.of_ref, { width })
  const place =
    o.bu_id?.bu_city === 'MONACO' ? (district(o.of_district) ?? o.bu_id.bu_city) : o.bu_id?.bu_city
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#555')
    .text([`${t.reference} ${o.of_ref}`, input.typeLabel, place].filter(Boolean).join(' · '))
  doc.moveDown(0.4).font('bold').fontSize(13).fillColor('#111')
  for (const line of sheetPriceLines(o, lang)) doc.text(line)

  if (input.photos.length) {
    doc.moveDown(0.5)
    const top = doc.y
    const mainHeight = layout.photoHeight
    // pdfkit's cover scales a photo past its box without cutting it: the clip keeps it inside.
    const photo = (bytes: Buffer, x: number, y: number, w: number, h: number) =>
      doc
        .save()
        .rect(x, y, w, h)
        .clip()
        .image(bytes, x, y, { cover: [w, h], align: 'center', valign: 'center' })
        .restore()
    photo(
      input.photos[0],
      MARGIN,
      top,
      input.photos.length > 1 ? width * 0.66 - 4 : width,
      mainHeight,
    )
    input.photos
      .slice(1, 3)
      .forEach((p, i) =>
        photo(
          p,
          MARGIN + width * 0.66 + 4,
          top + i * (mainHeight / 2 + 2),
          width * 0.34 - 4,
          mainHeight / 2 - 2,
        ),
      )
    doc.y = top + mainHeight + 6
    doc.x = MARGIN
  }

  const facts = [
    [t.rooms, o.of_nbpieces],
    [t.bedrooms, o.of_nbrooms],
    [t.bathrooms, o.of_nbbathrooms],
    [t.surface, m2(o.of_surface, o.of_surface_approximate, t.approximate, lang)],
    [t.livable, m2(o.of_surface_livable, o.of_surface_approximate, t.approximate, lang)],
    [t.terrace, m2(o.of_surface_terrace, false, '', lang)],
  ].filter(([, v]) => v != null && v !== '') as [string, string | number][]
  doc.moveDown(0.4)
  body().text(facts.map(([k, v]) => `${k}: ${v}`).join('   ·   '), { width })

  const legal = sheetLegalLines(o, lang)
  if (legal.lines.length || legal.warning || o.of_dpe_class || o.of_ges_class) {
    heading(t.legalTitle)
    if (o.of_dpe_class || o.of_ges_class) {
      const top = doc.y
      if (o.of_dpe_class) drawEnergyScale(doc, 'dpe', o.of_dpe_class, t.dpe, MARGIN, top)
      if (o.of_ges_class)
        drawEnergyScale(doc, 'ges', o.of_ges_class, t.ges, MARGIN + width / 2, top)
      doc.x = MARGIN
      doc.y = top + 44
      // The scales leave their letters' font and colour (white on the dark bands) behind them.
      body()
    }
    if (legal.warning) doc.font('bold').fillColor('#a4262c').text(legal.warning, { width })
    body()
    for (const line of legal.lines) doc.text(line, { width })
  }
  if (input.serviceLabels.length) {
    heading(t.services)
    doc.text(input.serviceLabels.join(' · '), { width })
  }
  const description = offerText(o, lang)
  if (description) {
    heading(`${t.description} (${t.reference} ${o.of_ref})`)
    doc.text(description, { width, align: 'justify' })
  }
  if (o.bu_id) {
    heading(`${t.building}: ${o.bu_id.bu_name}`)
    doc.text(
      distinctNames([
        o.bu_id.bu_city,
        district(o.bu_id.bu_district),
        o.bu_id.cu_id?.cu_name_fr,
      ]).join(', '),
    )
    const about = buildingDescription(o, lang)
    if (about) doc.text(about, { width })
    if (o.bu_id.distances.length) {
      const table = distanceTable(doc, o.bu_id.distances, t, lang)
      // A short table goes whole to the next page rather than leave a row or two behind its title.
      heading(
        t.schools,
        table.height < (doc.page.height - 2 * MARGIN) / 3
          ? HEADING_HEIGHT + table.height
          : KEEP_WITH_NEXT,
      )
      table.draw()
    }
  }

  // Footer: the agency's contact block and the QR code to the offer's page.
  const end: Spot = { page, y: doc.y }
  const footerFrom = doc.page.height - FOOTER_HEIGHT
  const footerAlone = doc.y > footerFrom
  if (footerAlone) doc.addPage()
  const y = Math.max(doc.y + 14, doc.page.height - 150)
  doc
    .moveTo(MARGIN, y - 6)
    .lineTo(MARGIN + width, y - 6)
    .strokeColor('#ccc')
    .stroke()
  doc.image(input.qrPng, MARGIN + width - 95, y, { width: 95 })
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#1d3557')
    .text(`${t.contact} — ${agency.name}`, MARGIN, y, { width: width - 110 })
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#222')
    .text(agency.address, { width: width - 110 })
    .text(agency.phone)
    .text(agency.email)
  const n = o.of_negotiator
  if (n && n.ne_id != null)
    doc
      .moveDown(0.3)
      .font('bold')
      .text(`${t.negotiator} — ${n.ne_name}`, { width: width - 110 })
      .font('body')
      .text(
        [n.ne_phone, n.ne_whatsapp && `WhatsApp ${n.ne_whatsapp}`, n.ne_email]
          .filter(Boolean)
          .join(' · '),
        {
          width: width - 110,
        },
      )
  doc
    .moveDown(0.4)
    .fontSize(8)
    .fillColor('#666')
    .text(`${t.scan}: ${input.url}`, { width: width - 110 })
  doc.end()
  return { pdf, end, lastSection, footerFrom, footerAlone }
}

/** The schools as a table, with its height; a row never splits across pages, and a new page repeats the header. */
function distanceTable(
  doc: PDFKit.PDFDocument,
  rows: Distance[],
  t: Messages['sheet'],
  lang: Language,
): { height: number; draw: () => void } {
  const cols = [t.school, t.walking, t.bicycling, t.transit, t.driving]
  const widths = [175, 85, 85, 85, 85]
  const heightOf = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'body').fontSize(9)
    return Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] - 6 })))
  }
  const line = (cells: string[], bold = false) => {
    const height = heightOf(cells, bold)
    const y = doc.y
    let x = MARGIN
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: widths[i] - 6 })
      x += widths[i]
    })
    doc.x = MARGIN
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
