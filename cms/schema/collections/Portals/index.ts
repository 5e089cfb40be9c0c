import type { CollectionConfig } from 'payload'

import { isStaff } from '../../access/is-staff'
import { deleteDependents, deleteOrphans } from '../../hooks/delete-dependents'
import { newFeedToken } from './feed-token'
import { NAV_GROUPS } from '../../admin-settings/nav-groups'

/** The portals a feed format exists for; each has its own address under /feeds. */
export const PORTAL_FORMATS = ['kyero', 'jamesedition'] as const
export type PortalFormat = (typeof PORTAL_FORMATS)[number]

/**
 * A portal that reads the agency's offers from a feed (Kyero v3, JamesEdition). The feed's
 * address carries the portal's secret token: changing the token, or unticking "active", revokes
 * the old address at once. Staff only: the token is never public.
 */
/** A portal's daily read counts go with it. */
const FETCHES = [{ collection: 'portal-fetches' as const, field: 'portal' }]

export const Portals: CollectionConfig = {
  slug: 'portals',
  labels: {
    singular: { en: 'Portal', fr: 'Portail' },
    plural: { en: 'Portals', fr: 'Portails' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'format', 'active', 'includeAll'],
    group: NAV_GROUPS.offers,
    description: {
      en: 'Property portals that read the offers ticked for them from a feed. The full list with each feed’s address, offers and last fetch is under Portals.',
      fr:
        'Portails immobiliers qui lisent les offres cochées pour eux dans un flux. La liste complète, avec l’adresse de chaque ' +
        'flux, ses offres et sa dernière lecture, est sous Portails.',
    },
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeDelete: [deleteDependents(FETCHES)],
    afterDelete: [deleteOrphans(FETCHES)],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: { en: 'Name', fr: 'Nom' } },
        {
          name: 'format',
          type: 'select',
          required: true,
          defaultValue: 'kyero',
          options: [
            { value: 'kyero', label: 'Kyero v3 (Kyero, Green-Acres, Properstar, thinkSPAIN…)' },
            { value: 'jamesedition', label: 'JamesEdition' },
          ],
          label: { en: 'Feed format', fr: 'Format du flux' },
        },
      ],
    },
    {
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      defaultValue: () => newFeedToken(),
      minLength: 16,
      maxLength: 128,
      label: { en: 'Secret token', fr: 'Jeton secret' },
      admin: {
        description: {
          en: 'Part of the feed’s address. Replace it to revoke the address the portal knows.',
          fr: 'Fait partie de l’adresse du flux. Le remplacer révoque l’adresse que le portail connaît.',
        },
      },
      validate: (v: unknown) =>
        typeof v === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(v)
          ? true
          : 'Letters, digits, - and _ only (16 to 128)',
    },
    {
      name: 'dealerId',
      type: 'number',
      min: 1,
      label: { en: 'JamesEdition dealer number', fr: 'Numéro de diffuseur JamesEdition' },
      admin: {
        condition: (data) => data?.format === 'jamesedition',
        description: {
          en: 'The number JamesEdition gave the agency; until it is known, the portal’s own number is sent.',
          fr: 'Le numéro attribué à l’agence par JamesEdition ; tant qu’il n’est pas connu, le numéro du portail est envoyé.',
        },
      },
      validate: (v: unknown) =>
        v == null || (typeof v === 'number' && Number.isInteger(v) && v > 0) || 'A whole number',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'active',
          type: 'checkbox',
          defaultValue: true,
          label: { en: 'Active (the feed answers)', fr: 'Actif (le flux répond)' },
        },
        {
          name: 'includeAll',
          type: 'checkbox',
          defaultValue: false,
          label: {
            en: 'All published offers (not only those ticked)',
            fr: 'Toutes les offres publiées (pas seulement les cochées)',
          },
        },
      ],
    },
  ],
}
