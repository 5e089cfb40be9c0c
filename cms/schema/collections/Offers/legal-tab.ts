import type { Condition, Field, FieldHook, NumberField, Tab } from 'payload'
import { DPE_STATUSES, ENERGY_CLASSES } from '@contract/energy'

import { priceVisibleUnless } from '../../access/price-visible'

type Data = {
  of_area?: string | null
  of_sell?: boolean | null
  of_rent?: boolean | null
  of_dpe_status?: string | null
  of_fees_payer?: string | null
}

// The area is derived from the building when the offer is saved: a new offer shows every market's fields.
const inFrance: Condition = (data: Data) => !data?.of_area || data.of_area === 'france'
const inMonaco: Condition = (data: Data) => !data?.of_area || data.of_area === 'monaco'
const forSale: Condition = (data: Data) => data?.of_sell === true
const forRent: Condition = (data: Data) => data?.of_rent === true
const diagnosed: Condition = (data: Data) => data?.of_dpe_status === 'available'

type Label = { en: string; fr: string }
const euros = (name: string, label: Label, extra: Partial<NumberField> = {}): NumberField =>
  ({ name, type: 'number', min: 0, label, admin: { description: '€' }, ...extra }) as NumberField
const whole = (name: string, label: Label, min: number, max: number): Field => ({
  name,
  type: 'number',
  min,
  max,
  label,
  validate: (v: unknown) =>
    v == null ||
    (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) ||
    `A whole number from ${min} to ${max}`,
})
// The energy class is filtered on (dpe_max); the climate class only shown.
const letterField = (name: string, label: Label, index = false): Field => ({
  name,
  type: 'select',
  index,
  label,
  options: ENERGY_CLASSES.map((c) => ({ label: c, value: c })),
  admin: { condition: diagnosed },
})
const day = (name: string, label: Label, condition?: Condition): Field => ({
  name,
  type: 'date',
  label,
  admin: { condition, date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
})
// A figure that reveals a rent "on request" (deposit, fees, charges) is hidden with it.
const rentFigure = (name: string, label: Label): Field => ({
  ...euros(name, label),
  access: { read: priceVisibleUnless('of_rent_uponrequest') },
})

const energy: Field = {
  type: 'collapsible',
  label: { en: 'Energy performance (France)', fr: 'Performance énergétique (France)' },
  admin: { condition: inFrance },
  fields: [
    {
      name: 'of_dpe_status',
      type: 'select',
      label: { en: 'Energy diagnosis (DPE)', fr: 'Diagnostic de performance énergétique (DPE)' },
      options: DPE_STATUSES.map((value) => ({
        value,
        label: {
          available: { en: 'Made', fr: 'Réalisé' },
          not_subject: { en: 'Not subject', fr: 'Non soumis' },
          in_progress: { en: 'In progress', fr: 'En cours' },
        }[value],
      })),
    },
    {
      type: 'row',
      fields: [
        letterField('of_dpe_class', { en: 'Energy class', fr: 'Classe énergie' }, true),
        {
          name: 'of_dpe_value',
          type: 'number',
          min: 0,
          label: { en: 'Energy use', fr: 'Consommation' },
          admin: { condition: diagnosed, description: 'kWh/m²/an' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        letterField('of_ges_class', { en: 'Climate class (GES)', fr: 'Classe climat (GES)' }),
        {
          name: 'of_ges_value',
          type: 'number',
          min: 0,
          label: { en: 'Emissions', fr: 'Émissions' },
          admin: { condition: diagnosed, description: 'kg CO₂/m²/an' },
        },
      ],
    },
    day('of_dpe_date', { en: 'Date of the diagnosis', fr: 'Date du diagnostic' }, diagnosed),
    {
      type: 'row',
      admin: { condition: diagnosed },
      fields: [
        euros('of_energy_cost_min', {
          en: 'Yearly energy cost from',
          fr: 'Dépenses annuelles d’énergie de',
        }),
        euros('of_energy_cost_max', { en: 'to', fr: 'à' }, {
          validate: (v: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const min = siblingData?.of_energy_cost_min
            if (v == null) return true
            if (typeof v !== 'number' || v < 0) return 'A number, 0 or more'
            return typeof min !== 'number' || v >= min ? true : 'Not below the lower bound'
          },
        } as Partial<NumberField>),
        whole(
          'of_energy_cost_year',
          { en: 'Energy prices of (year)', fr: 'Prix des énergies de (année)' },
          2000,
          2100,
        ),
      ],
    },
  ],
}

const saleFees: Field = {
  type: 'collapsible',
  label: { en: 'Agency fees (sale)', fr: 'Honoraires (vente)' },
  admin: { condition: forSale },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'of_fees_payer',
          type: 'select',
          label: { en: 'Paid by', fr: 'À la charge de' },
          options: [
            { value: 'seller', label: { en: 'The seller', fr: 'Du vendeur' } },
            { value: 'buyer', label: { en: 'The buyer', fr: 'De l’acquéreur' } },
          ],
        },
        {
          name: 'of_fees_percent',
          type: 'number',
          min: 0,
          max: 100,
          label: {
            en: 'Fees incl. VAT (% of the price excl. fees)',
            fr: 'Honoraires TTC (% du prix hors honoraires)',
          },
          admin: {
            condition: (data: Data) => data?.of_fees_payer === 'buyer',
            description: {
              en: 'In France the price shown includes them; in Monaco they are added to it',
              fr: 'En France le prix affiché les inclut ; à Monaco ils s’y ajoutent',
            },
          },
        },
      ],
    },
  ],
}

const coOwnership: Field = {
  type: 'collapsible',
  label: { en: 'Co-ownership (France)', fr: 'Copropriété (France)' },
  admin: {
    condition: (data, sibling, ctx) => inFrance(data, sibling, ctx) && forSale(data, sibling, ctx),
  },
  fields: [
    {
      type: 'row',
      fields: [
        whole('of_copro_lots', { en: 'Number of lots', fr: 'Nombre de lots' }, 1, 100_000),
        euros('of_copro_charges', {
          en: 'Average yearly charges',
          fr: 'Charges annuelles moyennes',
        }),
        {
          name: 'of_copro_procedure',
          type: 'checkbox',
          label: {
            en: 'A procedure is under way (syndicate in difficulty)',
            fr: 'Procédure en cours (syndicat en difficulté)',
          },
        },
      ],
    },
  ],
}

const rental: Field = {
  type: 'collapsible',
  label: { en: 'Rental', fr: 'Location' },
  admin: { condition: forRent },
  fields: [
    {
      type: 'row',
      fields: [
        rentFigure('of_rent_charges', { en: 'Monthly charges', fr: 'Charges mensuelles' }),
        {
          name: 'of_rent_charges_mode',
          type: 'select',
          label: { en: 'Charges settled as', fr: 'Charges réglées par' },
          options: [
            {
              value: 'provision',
              label: {
                en: 'Provision (adjusted yearly)',
                fr: 'Provision (régularisation annuelle)',
              },
            },
            { value: 'flat_rate', label: { en: 'Flat rate', fr: 'Forfait' } },
          ],
        },
        rentFigure('of_deposit', { en: 'Security deposit', fr: 'Dépôt de garantie' }),
      ],
    },
    {
      type: 'row',
      fields: [
        rentFigure('of_tenant_fees', {
          en: 'Fees charged to the tenant',
          fr: 'Honoraires à la charge du locataire',
        }),
        rentFigure('of_tenant_inventory_fees', {
          en: 'of which inventory of fixtures',
          fr: 'dont état des lieux',
        }),
        { name: 'of_furnished', type: 'checkbox', label: { en: 'Furnished', fr: 'Meublé' } },
      ],
    },
    day('of_available_from', { en: 'Available from', fr: 'Disponible à partir du' }),
    {
      name: 'of_monaco_sector',
      type: 'select',
      label: { en: 'Sector (Monaco)', fr: 'Secteur (Monaco)' },
      options: [
        { value: 'free', label: { en: 'Free sector', fr: 'Secteur libre' } },
        {
          value: 'protected',
          label: {
            en: 'Protected sector (eligible people only)',
            fr: 'Secteur protégé (personnes éligibles)',
          },
        },
      ],
      admin: { condition: inMonaco },
    },
  ],
}

const both =
  (a: Condition | undefined, b: Condition | undefined): Condition =>
  (data, sibling, ctx) =>
    (!a || a(data, sibling, ctx)) && (!b || b(data, sibling, ctx))

/**
 * Payload does not validate a field its condition hides, so a hidden value is not kept either:
 * nothing unchecked is stored, and nothing stays from a market, a status or a kind of
 * transaction the offer no longer has.
 */
function keptOnlyWhenShown(field: Field, parent?: Condition): Field {
  const condition = both(parent, field.admin?.condition)
  if (field.type === 'collapsible' || field.type === 'row')
    return { ...field, fields: field.fields.map((f) => keptOnlyWhenShown(f, condition)) } as Field
  if (!('name' in field)) return field
  const clear: FieldHook = ({ value, data, siblingData, operation, req }) =>
    condition(data ?? {}, siblingData ?? {}, {
      operation: operation ?? 'update',
      path: [],
      user: req.user,
      blockData: {},
    })
      ? value
      : null
  return {
    ...field,
    hooks: { ...('hooks' in field ? field.hooks : {}), beforeChange: [clear] },
  } as Field
}

/** What French and Monaco rules ask a listing to state, shown only where it applies (market, sale, rent). */
export const legalTab: Tab = {
  label: { en: 'Legal information', fr: 'Informations légales' },
  fields: [energy, saleFees, coOwnership, rental].map((f) => keptOnlyWhenShown(f)),
}
