import type { Language } from '@contract/languages'
import { type EnergyClass, isExcessiveEnergyClass } from '@contract/energy'
import { ENERGY_SCALES, type EnergyScaleKind, labelColour } from '@contract/energy-scales'
import { formatDay, formatEuros, formatPercent } from '@contract/format-amount'
import { priceLines } from '@contract/format-price'
import { feesIncludedInPrice } from '@contract/listing-legal'
import type { Offer } from '@contract/offer'

import { fill, messages } from '@cms/domain/messages'

/**
 * The legal mentions of the sheet, in its language and in the site's words: the diagnosis (and
 * the warning for F and G), the fees of a sale, the co-ownership, the terms of a rental and
 * Monaco's sector. A price on request gives no figure here either.
 */
export function sheetLegalLines(
  o: Offer,
  lang: Language,
): { warning: string | null; lines: string[] } {
  const t = messages(lang).sheet
  const euros = (n: number) => formatEuros(n, lang)
  const chargesMode = () =>
    o.of_rent_charges_mode
      ? ` (${o.of_rent_charges_mode === 'provision' ? t.modeProvision : t.modeFlatRate})`
      : ''
  const inventoryFees = () =>
    o.of_tenant_inventory_fees != null
      ? `, ${fill(t.inventoryFees, { amount: euros(o.of_tenant_inventory_fees) })}`
      : ''
  const lines: string[] = []
  if (o.of_dpe_status === 'not_subject') lines.push(t.notSubject)
  if (o.of_dpe_status === 'in_progress') lines.push(t.inProgress)
  if (o.of_dpe_status === 'available') {
    const part = (label: string, c: EnergyClass | null, v: number | null, unit: string) =>
      c ? `${label}: ${c}${v != null ? ` (${v} ${unit})` : ''}` : null
    const classes = [
      part(t.dpe, o.of_dpe_class, o.of_dpe_value, t.dpeUnit),
      part(t.ges, o.of_ges_class, o.of_ges_value, t.gesUnit),
      o.of_dpe_date ? fill(t.dpeDate, { date: formatDay(o.of_dpe_date, lang) }) : null,
    ]
    if (classes.some(Boolean)) lines.push(classes.filter(Boolean).join(' · '))
    if (o.of_energy_cost_min != null && o.of_energy_cost_max != null)
      lines.push(
        fill(t.energyCost, {
          min: euros(o.of_energy_cost_min),
          max: euros(o.of_energy_cost_max),
          year: o.of_energy_cost_year ?? '',
        }),
      )
  }
  if (o.of_sell && o.of_fees_payer === 'seller') lines.push(t.feesSeller)
  if (o.of_sell && o.of_fees_payer === 'buyer' && o.of_fees_percent != null) {
    const percent = formatPercent(o.of_fees_percent, lang)
    const sale = priceLines(o).find((l) => l.kind === 'sale')
    if (!feesIncludedInPrice(o.of_area)) lines.push(fill(t.feesBuyerOnTop, { percent }))
    else if (!sale || sale.onRequest || o.of_price_excl_fees == null)
      lines.push(fill(t.feesBuyerRate, { percent }))
    else
      lines.push(
        fill(t.feesBuyerIncluded, {
          percent,
          price: euros(sale.amount),
          priceExcl: euros(o.of_price_excl_fees),
        }),
      )
  }
  const copro = [
    o.of_copro_lots != null ? `${t.coproLots}: ${o.of_copro_lots}` : null,
    o.of_copro_charges != null
      ? `${t.coproCharges}: ${fill(t.perYearAmount, { amount: euros(o.of_copro_charges) })}`
      : null,
    o.of_copro_procedure != null
      ? `${t.coproProcedure}: ${o.of_copro_procedure ? t.yes : t.no}`
      : null,
  ].filter(Boolean)
  if (copro.length) lines.push(`${t.coproTitle} — ${copro.join(' · ')}`)
  if (o.of_rent) {
    const rent = [
      o.of_rent_charges != null
        ? `${t.rentCharges}: ${fill(t.perMonthAmount, { amount: euros(o.of_rent_charges) })}${chargesMode()}`
        : null,
      o.of_deposit != null ? `${t.deposit}: ${euros(o.of_deposit)}` : null,
      o.of_furnished != null ? (o.of_furnished ? t.furnished : t.unfurnished) : null,
      o.of_tenant_fees != null
        ? `${t.tenantFees}: ${euros(o.of_tenant_fees)}${inventoryFees()}`
        : null,
      o.of_available_from ? `${t.availableFrom} ${formatDay(o.of_available_from, lang)}` : null,
    ].filter(Boolean)
    if (rent.length) lines.push(rent.join(' · '))
    if (o.of_monaco_sector === 'protected')
      lines.push(`${t.sectorProtected}: ${t.sectorProtectedNote}`)
    if (o.of_monaco_sector === 'free') lines.push(`${t.sectorFree}: ${t.sectorFreeNote}`)
  }
  return {
    warning:
      o.of_dpe_status === 'available' && isExcessiveEnergyClass(o.of_dpe_class)
        ? t.excessive
        : null,
    lines,
  }
}

/**
 * A scale as a row of the seven coloured classes, the offer's one larger and framed. The letters
 * on dark bands are white: it changes the font and fill colour, so the caller sets its own again
 * before it writes (pdfkit also re-applies its last fill colour on a new page).
 */
export function drawEnergyScale(
  doc: PDFKit.PDFDocument,
  kind: EnergyScaleKind,
  letter: EnergyClass,
  label: string,
  x: number,
  y: number,
): void {
  doc.font('bold').fontSize(9).fillColor('#222').text(label, x, y, { lineBreak: false })
  const top = y + 15
  ENERGY_SCALES[kind].forEach((band, i) => {
    const own = band.letter === letter
    const left = x + i * 26
    doc
      .save()
      .rect(left, own ? top - 3 : top, 24, own ? 24 : 18)
      .fill(band.fill)
      .restore()
    if (own)
      doc
        .save()
        .lineWidth(2)
        .rect(left, top - 3, 24, 24)
        .stroke('#14213d')
        .restore()
    doc
      .font('bold')
      .fontSize(own ? 12 : 9)
      .fillColor(labelColour(band.fill))
      .text(band.letter, left, own ? top + 2 : top + 4, {
        width: 24,
        align: 'center',
        lineBreak: false,
      })
  })
}
