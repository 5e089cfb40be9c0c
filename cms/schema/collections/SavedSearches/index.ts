import type { CollectionConfig, Field } from 'payload'
import { ALERT_FREQUENCIES } from '@contract/saved-search'
import { LANGUAGES } from '@contract/languages'

import { isStaff } from '../../access/is-staff'
import { summarizeFilter } from './summary'
import { NAV_GROUPS } from '../../admin-settings/nav-groups'

/** Secrets and bookkeeping: never read through any API, not shown in the admin. */
const internal = (field: Field): Field =>
  ({ ...field, access: { read: () => false }, admin: { ...field.admin, hidden: true } }) as Field
/** A summary of the filter, shown in the list in the staff member's language by its cell. */
const shown = (name: string, en: string, fr: string, Cell: string): Field => ({
  name,
  type: 'text',
  label: { en, fr },
  admin: { readOnly: true, components: { Cell: `/admin/demand/saved-search-cells#${Cell}` } },
})

const FREQUENCY_LABELS = {
  instant: { en: 'Instant', fr: 'Immédiate' },
  daily: { en: 'Daily', fr: 'Quotidienne' },
  weekly: { en: 'Weekly', fr: 'Hebdomadaire' },
}
const LANGUAGE_LABELS = {
  fr: { en: 'French', fr: 'Français' },
  en: { en: 'English', fr: 'Anglais' },
  sp: { en: 'Spanish', fr: 'Espagnol' },
  ru: { en: 'Russian', fr: 'Russe' },
  it: { en: 'Italian', fr: 'Italien' },
}

/**
 * Searches visitors saved for alerts: the agency's view of the demand (which areas, budgets and
 * kinds people ask for). Written only by the legacy API (`/web/1.0/searches`) and the alert jobs;
 * staff read them and may delete them.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: {
    singular: { en: 'Saved search', fr: 'Recherche enregistrée' },
    plural: { en: 'Saved searches (demand)', fr: 'Recherches enregistrées (demande)' },
  },
  admin: {
    useAsTitle: 'area',
    defaultColumns: [
      'area',
      'budget',
      'sale_rent',
      'frequency',
      'lang',
      'confirmed',
      'last_alert_at',
      'createdAt',
    ],
    listSearchableFields: ['area', 'email'],
    group: NAV_GROUPS.clients,
    description: {
      en: 'What visitors asked to be alerted about. Created from the site only.',
      fr: 'Ce que les visiteurs ont demandé à suivre. Créées depuis le site uniquement.',
    },
    components: {
      // Types, rooms, budget, area and the offers each finds today, with totals, at /admin/collections/saved-searches/demand.
      views: {
        demand: {
          Component: '/admin/demand/demand-view#DemandView',
          path: '/demand',
          exact: true,
        },
      },
    },
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  hooks: { beforeChange: [summarizeFilter] },
  fields: [
    shown('area', 'Area', 'Secteur', 'AreaCell'),
    shown('budget', 'Budget', 'Budget', 'BudgetCell'),
    shown('sale_rent', 'Sale / rent', 'Vente / location', 'SaleRentCell'),
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: ALERT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] })),
      label: { en: 'Frequency', fr: 'Fréquence' },
    },
    {
      name: 'lang',
      type: 'select',
      required: true,
      options: LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] })),
      label: { en: 'Language', fr: 'Langue' },
    },
    {
      name: 'confirmed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Confirmed', fr: 'Confirmée' },
    },
    {
      name: 'last_alert_at',
      type: 'date',
      label: { en: 'Last alert', fr: 'Dernière alerte' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'client',
      type: 'relationship',
      relationTo: 'contacts',
      index: true,
      label: { en: 'Client', fr: 'Client' },
    },
    {
      name: 'email',
      type: 'email',
      index: true,
      label: { en: 'E-mail (visitor without an account)', fr: 'E-mail (visiteur sans compte)' },
    },
    {
      name: 'filter',
      type: 'json',
      required: true,
      label: {
        en: 'Filter (offers list parameters)',
        fr: 'Filtre (paramètres de la liste des offres)',
      },
    },
    {
      name: 'sent_offers',
      type: 'json',
      defaultValue: [],
      label: { en: 'Offers already sent', fr: 'Offres déjà envoyées' },
      admin: {
        description: {
          en: 'Ids; an offer is never sent twice for one search',
          fr: 'Identifiants ; une offre n’est jamais envoyée deux fois pour une même recherche',
        },
      },
    },
    {
      name: 'consent_at',
      type: 'date',
      label: { en: 'Consent given on', fr: 'Consentement donné le' },
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          en: 'When the visitor asked for these alerts, as the server received it (empty for searches saved before it was recorded).',
          fr: 'Quand le visiteur a demandé ces alertes, à la réception par le serveur (vide pour les recherches enregistrées avant qu’il ne soit noté).',
        },
      },
    },
    {
      name: 'consent_source',
      type: 'text',
      maxLength: 300,
      label: { en: 'Consent given from', fr: 'Consentement donné depuis' },
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'The channel and page the alert form was sent from.',
          fr: 'Le canal et la page d’où le formulaire d’alerte a été envoyé.',
        },
      },
    },
    internal({ name: 'confirm_token_hash', type: 'text', index: true }),
    internal({ name: 'unsubscribe_salt', type: 'text' }),
    internal({ name: 'unsubscribe_token_hash', type: 'text', index: true }),
    internal({ name: 'alerts_checked_at', type: 'date' }),
  ],
}
