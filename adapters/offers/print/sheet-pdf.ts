import PDFDocument from 'pdfkit'
import type { Language } from '@contract/languages'
import { exactPrice } from '@contract/format-amount'
import { formatPrice, priceLines, type PriceFields } from '@contract/format-price'
import { formatSurface } from '@contract/format-surface'
import { buildingDescription, offerText, type Offer } from '@contract/offer'

import { drawEnergyScale, sheetLegalLines } from './sheet-legal'
import { messages } from '@cms/domain/messages'
import { townName } from '@cms/schema/fields/place-names'
import { BRAND, registerSheetFonts } from './sheet-brand'
import { drawCover } from './sheet-cover'
import type { SheetPhotos } from './sheet-photos'
import { MIN_ROW_HEIGHT } from './sheet-gallery'
import { distanceTable } from './sheet-schools'
import { drawGallery } from './sheet-gallery'
import { drawFacts, factsHeight } from './sheet-facts'

export type SheetInput = {
  offer: Offer
  lang: Language
  typeLabel: string
  serviceLabels: string[]
  /** JPEG bytes: the cover photo, then the gallery's, in the offer's order; public photos only. */
  photos: SheetPhotos
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

const m2 = (v: number | null, approx: boolean, approxWord: string, lang: Language) =>
  v == null ? null : `${approx ? `${approxWord} ` : ''}${formatSurface(v, lang)}`

/** The pages after the cover: their side, top and bottom margins. */
const SIDE = 50
const TOP = 56
const BOTTOM = 40
/** The space above the closing block (agency, negotiator, QR code). */
const FOOTER_SPACE = 18
/** A section's title with its rule and the space around it. */
const HEADING_HEIGHT = 36
/** A title keeps this much of what follows on its page: two lines, or the energy scales. */
const KEEP_WITH_NEXT = HEADING_HEIGHT + 42
/** About three lines of body text. */
const SPILL = 40

/**
 * How the pages after the cover are laid out. `shortPage` ends one page's content higher up, so
 * that what follows (a whole section, or at least its last lines) goes over with the contact block.
 */
type Layout = { rowHeight: number | null; shortPage: { page: number; bottom: number } | null }
type Spot = { page: number; y: number }
type Drawn = {
  pdf: Promise<Buffer>
  end: Spot
  lastSection: Spot | null
  footerFrom: number
  footerAlone: boolean
  gallery: { page: number; rows: number; rowHeight: number } | null
}

/**
 * The listing sheet as an A4 brochure in the site's faces and colours: a cover (photo, name,
 * price, negotiator), then the gallery, the description, the facts, the services, the building
 * and its schools, the legal information, and the agency's block with the QR code. That block
 * closes the last page; when it does not fit under the content, the sheet is laid out again rather
 * than given a page with the contact block alone: a shorter gallery when that is enough, else the
 * last section (or its last lines) moves over with it.
 */
export function renderSheet(input: SheetInput): Promise<Buffer> {
  const first = drawSheet(input, { rowHeight: null, shortPage: null })
  if (!first.footerAlone) return first.pdf
  first.pdf.catch(() => undefined)
  return drawSheet(input, secondLayout(first)).pdf
}

function secondLayout(first: Drawn): Layout {
  const { footerFrom, gallery } = first
  const overflow = first.end.y - footerFrom
  if (
    gallery &&
    first.end.page === gallery.page &&
    overflow <= gallery.rows * (gallery.rowHeight - MIN_ROW_HEIGHT)
  )
    return {
      rowHeight: gallery.rowHeight - Math.ceil((overflow + 1) / gallery.rows),
      shortPage: null,
    }
  const last = first.lastSection
  const sectionMoves =
    last != null &&
    last.page === first.end.page &&
    last.y > TOP + 1 &&
    TOP + (first.end.y - last.y) <= footerFrom
  return {
    rowHeight: null,
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
    autoFirstPage: false,
    margins: { top: TOP, bottom: BOTTOM, left: SIDE, right: SIDE },
    info: { Title: `${o.of_ref} – ${o[`of_name_${lang}`]}`, Author: agency.name },
  })
  registerSheetFonts(doc)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const pdf = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // A district's name, else none: its code ("monte-carlo") is no words for a reader.
  const district = (value: string | undefined) => (value ? input.districtNames[value] : undefined)
  // Buildings store their town in capitals ("EZE"): the sheet writes it as a name.
  const town = o.bu_id?.bu_city ? townName(o.bu_id.bu_city) : undefined
  const place = o.bu_id?.bu_city === 'MONACO' ? (district(o.of_district) ?? town) : town

  const facts = [
    [t.rooms, o.of_nbpieces],
    [t.bedrooms, o.of_nbrooms],
    [t.bathrooms, o.of_nbbathrooms],
    [t.surface, m2(o.of_surface, o.of_surface_approximate, t.approximate, lang)],
    [t.livable, m2(o.of_surface_livable, o.of_surface_approximate, t.approximate, lang)],
    [t.terrace, m2(o.of_surface_terrace, false, '', lang)],
  ].filter(([, v]) => v != null && v !== '') as [string, string | number][]
  doc.addPage({ size: 'A4', margin: 0 })
  drawCover(doc, {
    offer: o,
    lang,
    eyebrow: [`${t.reference} ${o.of_ref}`, input.typeLabel, place].filter(Boolean).join(' · '),
    priceLines: sheetPriceLines(o, lang),
    photo: input.photos.cover,
    summary: facts
      .filter(([label]) => label !== t.surface || !o.of_surface_livable)
      .slice(0, 4)
      .map(([label, value]) => `${label}: ${value}`)
      .join('   ·   '),
    agency,
  })

  // The cover is page 0; the shortened page, if any, is one of those after it.
  let page = 0
  const shorten = () => {
    if (layout.shortPage?.page === page)
      doc.page.margins = { ...doc.page.margins, bottom: doc.page.height - layout.shortPage.bottom }
  }
  doc.on('pageAdded', () => {
    page += 1
    shorten()
  })
  doc.addPage()
  const width = doc.page.width - 2 * SIDE
  const body = () => doc.font('body').fontSize(10).fillColor(BRAND.ink)
  let lastSection: Spot | null = null
  /** A section's title; `keep` is how much of the section must follow it on the same page. */
  const heading = (text: string, keep = KEEP_WITH_NEXT) => {
    lastSection = { page, y: doc.y }
    if (doc.y + keep > doc.page.maxY()) doc.addPage()
    else if (doc.y > doc.page.margins.top + 1) doc.moveDown(1)
    doc.font('display').fontSize(17).fillColor(BRAND.navy).text(text, SIDE, doc.y, { width })
    const rule = doc.y + 3
    doc
      .moveTo(SIDE, rule)
      .lineTo(SIDE + width, rule)
      .lineWidth(0.5)
      .strokeColor(BRAND.line)
      .stroke()
    doc.y = rule + 8
    body()
  }

  let gallery: Drawn['gallery'] = null
  if (input.photos.gallery.length) {
    const drawn = drawGallery(doc, input.photos.gallery, SIDE, width, layout.rowHeight)
    gallery = { page, rows: drawn.rows, rowHeight: drawn.rowHeight }
  }

  const description = offerText(o, lang)
  if (description) {
    heading(`${t.description} (${t.reference} ${o.of_ref})`)
    doc.text(description, { width, align: 'justify', lineGap: 2 })
  }

  if (facts.length) {
    heading(t.facts, HEADING_HEIGHT + factsHeight(facts))
    drawFacts(doc, facts, SIDE, width)
    body()
  }

  if (input.serviceLabels.length) {
    heading(t.services)
    doc.text(input.serviceLabels.join('   ·   '), { width })
  }

  if (o.bu_id) {
    heading(`${t.building}: ${o.bu_id.bu_name}`)
    doc.text(
      distinctNames([town, district(o.bu_id.bu_district), o.bu_id.cu_id?.cu_name_fr]).join(', '),
      { width },
    )
    const about = buildingDescription(o, lang)
    if (about) doc.moveDown(0.3).text(about, { width, lineGap: 2 })
    if (o.bu_id.distances.length) {
      const table = distanceTable(doc, o.bu_id.distances, t, lang, SIDE)
      // A short table goes whole to the next page rather than leave a row or two behind its title.
      heading(
        t.schools,
        table.height < (doc.page.height - TOP - BOTTOM) / 3
          ? HEADING_HEIGHT + table.height
          : KEEP_WITH_NEXT,
      )
      table.draw()
      body()
    }
  }

  const legal = sheetLegalLines(o, lang)
  if (legal.lines.length || legal.warning || o.of_dpe_class || o.of_ges_class) {
    heading(t.legalTitle)
    if (o.of_dpe_class || o.of_ges_class) {
      const top = doc.y
      if (o.of_dpe_class) drawEnergyScale(doc, 'dpe', o.of_dpe_class, t.dpe, SIDE, top)
      if (o.of_ges_class) drawEnergyScale(doc, 'ges', o.of_ges_class, t.ges, SIDE + width / 2, top)
      doc.x = SIDE
      doc.y = top + 46
      // The scales leave their letters' font and colour (white on the dark bands) behind them.
      body()
    }
    if (legal.warning) doc.font('bold').fillColor(BRAND.danger).text(legal.warning, { width })
    body()
    for (const line of legal.lines) doc.text(line, { width, lineGap: 1 }).moveDown(0.25)
  }

  // The closing block: the agency's contact, the negotiator and the QR code to the offer's page.
  const end: Spot = { page, y: doc.y }
  const footer = footerBlock(doc, input)
  const footerFrom = doc.page.height - BOTTOM - footer.height - FOOTER_SPACE
  const footerAlone = end.y > footerFrom
  if (footerAlone) doc.addPage()
  footer.draw(Math.max(doc.y + FOOTER_SPACE, doc.page.height - BOTTOM - footer.height))
  doc.end()
  return { pdf, end, lastSection, footerFrom, footerAlone, gallery }
}

/**
 * The agency's block on the site's sand: the agency, the negotiator and the QR code. Measured
 * first, so that the sheet knows whether it fits under the content.
 */
function footerBlock(doc: PDFKit.PDFDocument, input: SheetInput) {
  const { agency, offer: o } = input
  const t = messages(input.lang).sheet
  const width = doc.page.width - 2 * SIDE
  const pad = 14
  const qr = 88
  const textWidth = width - 2 * pad - qr - 16
  const n = o.of_negotiator
  const lines: {
    text: string
    font: 'display' | 'body' | 'bold'
    size: number
    colour: string
    space?: number
  }[] = [
    { text: `${t.contact} — ${agency.name}`, font: 'display', size: 15, colour: BRAND.navy },
    { text: agency.address, font: 'body', size: 9, colour: BRAND.ink, space: 2 },
    {
      text: [agency.phone, agency.email].filter(Boolean).join('   ·   '),
      font: 'body',
      size: 9,
      colour: BRAND.ink,
    },
    ...(n && n.ne_id != null
      ? [
          {
            text: `${t.negotiator} — ${n.ne_name}`,
            font: 'bold' as const,
            size: 9,
            colour: BRAND.ink,
            space: 5,
          },
          {
            text: [n.ne_phone, n.ne_whatsapp && `WhatsApp ${n.ne_whatsapp}`, n.ne_email]
              .filter(Boolean)
              .join('   ·   '),
            font: 'body' as const,
            size: 9,
            colour: BRAND.ink,
          },
        ]
      : []),
    { text: `${t.scan}:`, font: 'body', size: 7.5, colour: BRAND.muted, space: 6 },
    { text: input.url, font: 'body', size: 7.5, colour: BRAND.muted },
  ]
  const heightOf = (l: (typeof lines)[number]) =>
    (l.space ?? 0) + doc.font(l.font).fontSize(l.size).heightOfString(l.text, { width: textWidth })
  const height = Math.ceil(
    Math.max(
      qr,
      lines.reduce((sum, l) => sum + heightOf(l), 0),
    ) +
      2 * pad,
  )
  const draw = (top: number) => {
    // Written inside the page's foot margin: no line of it may start a page of its own.
    doc.page.margins = { ...doc.page.margins, bottom: 0 }
    doc.save().rect(SIDE, top, width, height).fill(BRAND.sandLight).restore()
    doc.image(input.qrPng, SIDE + width - pad - qr, top + pad, { width: qr })
    doc.x = SIDE + pad
    doc.y = top + pad - 2
    for (const l of lines) {
      doc.y += l.space ?? 0
      doc
        .font(l.font)
        .fontSize(l.size)
        .fillColor(l.colour)
        .text(l.text, SIDE + pad, doc.y, { width: textWidth })
    }
  }
  return { height, draw }
}
