import { createRequire } from 'node:module'
import path from 'node:path'

import PDFDocument from 'pdfkit'

import type { Locale } from '../../../cms/locales'
import { formatDuration, formatKm } from '../../contract/format-duration'
import { formatPrice, priceLines, type PriceFields } from '../../contract/format-price'
import { formatSurface } from '../../contract/format-surface'
import { buildingDescription, offerText, type Distance, type Offer } from '../../contract/offer'
import { drawEnergyScale, sheetLegalLines } from './sheet-legal'
import { sheetText } from './sheet-text'

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')

export type SheetInput = {
  offer: Offer
  lang: Locale
  typeLabel: string
  serviceLabels: string[]
  /** JPEG bytes of up to three photos, in the offer's order. */
  photos: Buffer[]
  qrPng: Buffer
  url: string
  agency: { name: string; phone: string; email: string; address: string }
}

/** The offer's price block in the sheet's words: the sale price, then one rent line (per month, else per year). */
export function sheetPriceLines(o: PriceFields, lang: Locale): string[] {
  const t = sheetText(lang)
  return priceLines(o).map((line) => {
    const label = line.kind === 'sale' ? t.sale : t.rent
    if (line.onRequest) return `${label}: ${t.onRequest}`
    const amount = formatPrice(line.amount, lang)
    return line.kind === 'sale' ? `${label}: ${amount}` : `${label}: ${amount} ${line.per === 'month' ? t.perMonth : t.perYear}`
  })
}

const km = (v: number | null, lang: Locale) => (v == null ? '–' : formatKm(v, lang))
const time = (v: number | null, lang: Locale) => (v == null ? '–' : formatDuration(v, lang))
const m2 = (v: number | null, approx: boolean, approxWord: string, lang: Locale) => (v == null ? null : `${approx ? `${approxWord} ` : ''}${formatSurface(v, lang)}`)

/** The listing sheet as a PDF (A4), with DejaVu fonts so that accents and Cyrillic render. */
export function renderSheet(input: SheetInput): Promise<Buffer> {
  const { offer: o, lang, agency } = input
  const t = sheetText(lang)
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${o.of_ref} – ${o[`of_name_${lang}`]}`, Author: agency.name } })
  doc.registerFont('body', path.join(fontDir, 'DejaVuSans.ttf'))
  doc.registerFont('bold', path.join(fontDir, 'DejaVuSans-Bold.ttf'))
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 80
  const heading = (text: string) => doc.moveDown(0.6).font('bold').fontSize(12).fillColor('#1d3557').text(text).moveDown(0.2).font('body').fontSize(10).fillColor('#222')

  doc.font('bold').fontSize(10).fillColor('#1d3557').text(agency.name.toUpperCase(), { continued: true }).font('body').fillColor('#666').text(`   ${t.title}`, { align: 'left' })
  doc.moveDown(0.5).font('bold').fontSize(18).fillColor('#111').text(o[`of_name_${lang}`] || o.of_ref, { width })
  doc.font('body').fontSize(10).fillColor('#555').text([`${t.reference} ${o.of_ref}`, input.typeLabel, o.bu_id?.bu_city === 'MONACO' ? o.of_district : o.bu_id?.bu_city].filter(Boolean).join(' · '))
  doc.moveDown(0.4).font('bold').fontSize(13).fillColor('#111')
  for (const line of sheetPriceLines(o, lang)) doc.text(line)

  if (input.photos.length) {
    doc.moveDown(0.5)
    const top = doc.y
    const mainHeight = 250
    doc.image(input.photos[0], 40, top, { width: input.photos.length > 1 ? width * 0.66 - 4 : width, height: mainHeight, cover: [input.photos.length > 1 ? width * 0.66 - 4 : width, mainHeight] } as never)
    input.photos.slice(1, 3).forEach((p, i) => {
      doc.image(p, 40 + width * 0.66 + 4, top + i * (mainHeight / 2 + 2), { cover: [width * 0.34 - 4, mainHeight / 2 - 2] } as never)
    })
    doc.y = top + mainHeight + 6
    doc.x = 40
  }

  const facts = [
    [t.rooms, o.of_nbpieces],
    [t.bedrooms, o.of_nbrooms],
    [t.bathrooms, o.of_nbbathrooms],
    [t.surface, m2(o.of_surface, o.of_surface_approximate, t.approximate, lang)],
    [t.livable, m2(o.of_surface_livable, o.of_surface_approximate, t.approximate, lang)],
    [t.terrace, m2(o.of_surface_terrace, false, '', lang)],
  ].filter(([, v]) => v != null && v !== '') as [string, string | number][]
  doc.moveDown(0.4).font('body').fontSize(10).fillColor('#222').text(facts.map(([k, v]) => `${k}: ${v}`).join('   ·   '), { width })

  const legal = sheetLegalLines(o, lang)
  if (legal.lines.length || legal.warning || o.of_dpe_class || o.of_ges_class) {
    heading(t.legalTitle)
    if (o.of_dpe_class || o.of_ges_class) {
      const top = doc.y
      if (o.of_dpe_class) drawEnergyScale(doc, 'dpe', o.of_dpe_class, t.dpe, 40, top)
      if (o.of_ges_class) drawEnergyScale(doc, 'ges', o.of_ges_class, t.ges, 40 + width / 2, top)
      doc.x = 40
      doc.y = top + 42
    }
    if (legal.warning) doc.font('bold').fillColor('#a4262c').text(legal.warning, { width }).font('body').fillColor('#222')
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
    doc.text([o.bu_id.bu_city, o.bu_id.bu_district, o.bu_id.cu_id?.cu_name_fr].filter(Boolean).join(', '))
    const about = buildingDescription(o, lang)
    if (about) doc.text(about, { width })
    if (o.bu_id.distances.length) {
      heading(t.schools)
      distanceTable(doc, o.bu_id.distances, t, lang)
    }
  }

  // Footer: the agency's contact block and the QR code to the offer's page.
  const footerTop = Math.max(doc.y + 14, doc.page.height - 150)
  if (footerTop + 110 > doc.page.height - 20) doc.addPage()
  const y = Math.max(doc.y + 14, doc.page.height - 150)
  doc.moveTo(40, y - 6).lineTo(40 + width, y - 6).strokeColor('#ccc').stroke()
  doc.image(input.qrPng, 40 + width - 95, y, { width: 95 })
  doc.font('bold').fontSize(11).fillColor('#1d3557').text(`${t.contact} — ${agency.name}`, 40, y, { width: width - 110 })
  doc.font('body').fontSize(10).fillColor('#222').text(agency.address, { width: width - 110 }).text(agency.phone).text(agency.email)
  doc.moveDown(0.4).fontSize(8).fillColor('#666').text(`${t.scan}: ${input.url}`, { width: width - 110 })
  doc.end()
  return done
}

function distanceTable(doc: PDFKit.PDFDocument, rows: Distance[], t: ReturnType<typeof sheetText>, lang: Locale) {
  const cols = [t.school, t.walking, t.bicycling, t.transit, t.driving]
  const widths = [175, 85, 85, 85, 85]
  const line = (cells: string[], bold = false) => {
    const y = doc.y
    let x = 40
    doc.font(bold ? 'bold' : 'body').fontSize(9)
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: widths[i] - 6 })
      x += widths[i]
    })
    doc.x = 40
    doc.moveDown(0.3)
  }
  line(cols, true)
  for (const d of rows) {
    line([
      d.schoolName,
      `${km(d.di_walking_km, lang)} · ${time(d.di_walking_time, lang)}`,
      `${km(d.di_bicycling_km, lang)} · ${time(d.di_bicycling_time, lang)}`,
      `${km(d.di_transit_km, lang)} · ${time(d.di_transit_time, lang)}`,
      `${km(d.di_driving_km, lang)} · ${time(d.di_driving_time, lang)}`,
    ])
  }
}
