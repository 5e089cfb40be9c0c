import type { Language } from '@contract/languages'
import type { Offer } from '@contract/offer'

import { messages } from '@cms/domain/messages'
import { BRAND } from './sheet-brand'

export type CoverInput = {
  offer: Offer
  lang: Language
  /** The reference, the type and the place, as one line. */
  eyebrow: string
  priceLines: string[]
  /** A few key facts under the price ("Pièces: 5 · Chambres: 4"), or empty. */
  summary: string
  photo: Buffer | null
  agency: { name: string; address: string }
}

/** The cover photo's height for its width: the 5:3 of its rendition. */
const PHOTO_RATIO = 0.6
const SIDE = 50
const PHOTO_TOP = 62
/** The band at the page's foot that names who answers for the offer. */
const CONTACT_BAND = 118

/**
 * The first page, a brochure's cover: the agency's name, the cover photo across the page's width,
 * the offer's name, the headline price and, at the foot, the negotiator. Without a photo the
 * title stands under a rule, higher on the page, with no empty frame.
 */
export function drawCover(doc: PDFKit.PDFDocument, c: CoverInput): void {
  const t = messages(c.lang).sheet
  const o = c.offer
  const W = doc.page.width
  const inner = W - 2 * SIDE

  doc
    .font('display')
    .fontSize(15)
    .fillColor(BRAND.navy)
    .text(c.agency.name.toUpperCase(), SIDE, 28, {
      width: inner * 0.65,
      characterSpacing: 2,
      lineBreak: false,
      ellipsis: true,
      height: 20,
    })
  doc
    .font('body')
    .fontSize(7.5)
    .fillColor(BRAND.muted)
    .text(t.title.toUpperCase(), SIDE + inner * 0.65, 33, {
      width: inner * 0.35,
      align: 'right',
      characterSpacing: 1.5,
      lineBreak: false,
    })

  let y: number
  if (c.photo) {
    const height = W * PHOTO_RATIO
    // pdfkit's cover scales a photo past its box without cutting it: the clip keeps it inside.
    doc
      .save()
      .rect(0, PHOTO_TOP, W, height)
      .clip()
      .image(c.photo, 0, PHOTO_TOP, { cover: [W, height], align: 'center', valign: 'center' })
      .restore()
    y = PHOTO_TOP + height + 34
  } else {
    doc
      .moveTo(SIDE, PHOTO_TOP)
      .lineTo(W - SIDE, PHOTO_TOP)
      .lineWidth(0.75)
      .strokeColor(BRAND.gold)
      .stroke()
    y = 190
  }

  doc
    .font('body')
    .fontSize(9)
    .fillColor(BRAND.gold)
    .text(c.eyebrow, SIDE, y, { width: inner, characterSpacing: 0.4 })
  doc
    .moveDown(0.5)
    .font('display')
    .fontSize(c.photo ? 30 : 38)
    .fillColor(BRAND.navy)
    .text(o[`of_name_${c.lang}`] || o.of_ref, SIDE, doc.y, {
      width: inner,
      lineGap: -3,
      height: c.photo ? 110 : 150,
      ellipsis: true,
    })
  const rule = doc.y + 12
  doc
    .moveTo(SIDE, rule)
    .lineTo(SIDE + 56, rule)
    .lineWidth(1)
    .strokeColor(BRAND.gold)
    .stroke()
  doc.y = rule + 14
  doc.font('display').fontSize(20).fillColor(BRAND.navy)
  for (const line of c.priceLines) doc.text(line, SIDE, doc.y, { width: inner })
  if (c.summary)
    doc
      .moveDown(0.6)
      .font('body')
      .fontSize(10)
      .fillColor(BRAND.muted)
      .text(c.summary, SIDE, doc.y, { width: inner })

  drawNegotiatorBand(doc, c)
}

/** The negotiator at the cover's foot, on the site's sand: whom to call about this very offer. */
function drawNegotiatorBand(doc: PDFKit.PDFDocument, c: CoverInput): void {
  const t = messages(c.lang).sheet
  const W = doc.page.width
  const inner = W - 2 * SIDE
  const band = doc.page.height - CONTACT_BAND
  doc.save().rect(0, band, W, CONTACT_BAND).fill(BRAND.sandLight).restore()
  const n = c.offer.of_negotiator
  doc
    .font('bold')
    .fontSize(7.5)
    .fillColor(BRAND.gold)
    .text(t.negotiator.toUpperCase(), SIDE, band + 26, {
      width: inner * 0.58,
      characterSpacing: 1.2,
    })
  doc
    .moveDown(0.3)
    .font('display')
    .fontSize(19)
    .fillColor(BRAND.navy)
    .text(n?.ne_name || c.agency.name, {
      width: inner * 0.58,
      lineBreak: false,
      ellipsis: true,
      height: 24,
    })
  doc
    .moveDown(0.2)
    .font('body')
    .fontSize(9.5)
    .fillColor(BRAND.ink)
    .text([n?.ne_phone, n?.ne_email].filter(Boolean).join('   ·   '), { width: inner * 0.58 })
  doc
    .font('display')
    .fontSize(13)
    .fillColor(BRAND.navy)
    .text(c.agency.name, SIDE + inner * 0.6, band + 26, { width: inner * 0.4, align: 'right' })
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(BRAND.muted)
    .text(c.agency.address, { width: inner * 0.4, align: 'right' })
}
