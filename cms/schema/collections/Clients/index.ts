import type { CollectionConfig, Field } from 'payload'

import { isStaff, isStaffField } from '../../access/is-staff'
import { staffOrSelf } from '../../access/staff-or-self'
import type { Env } from '../../../env'
import { deleteDependents } from '../../hooks/delete-dependents'
import { notifyAgencyOfLead } from '../../hooks/notify-agency-of-lead'
import { closedAuthEndpoints } from './closed-auth-endpoints'
import { enforcePasswordLength } from './password-length'
import { acknowledgeOnceVerified } from './acknowledge-once-verified'
import { prepareInvitation, sendInvitationAfterSave, sendInvitationField } from './invitation'
import { validatePreferences } from './preferences-limit'
import { NAV_GROUPS } from '../../admin-settings/nav-groups'

/** Field name, English label, French label. */
type Labelled = readonly [string, string, string]

const ADDRESS_LINES: Labelled[] = [
  ['co_post', 'Postal box', 'Boîte postale'],
  ['co_address1', 'Address line 1', 'Adresse ligne 1'],
  ['co_address2', 'Address line 2', 'Adresse ligne 2'],
  ['co_address3', 'Address line 3', 'Adresse ligne 3'],
]

/** Stored values kept as they always were: anything but `contact` may sign in. */
const CLIENT_TYPES = [
  {
    value: 'user',
    label: { en: 'User (may sign in on the site)', fr: 'Utilisateur (peut se connecter au site)' },
  },
  {
    value: 'contact',
    label: { en: 'Contact (address book only)', fr: 'Contact (carnet d’adresses uniquement)' },
  },
]

/** What the client is to the agency; the client area shows them. */
const ROLES: Labelled[] = [
  ['co_issyndic', 'Property manager', 'Syndic'],
  ['co_isrenter', 'Tenant', 'Locataire'],
  ['co_isowner', 'Owner', 'Propriétaire'],
  ['co_isagency', 'Agency', 'Agence'],
  ['co_isagent', 'Agent', 'Agent'],
  ['co_issociety', 'Company', 'Société'],
]

const flag = (name: string, en: string, fr: string): Field => ({
  name,
  type: 'checkbox',
  defaultValue: false,
  label: { en, fr },
  access: { create: isStaffField, update: isStaffField },
})

const text = (name: string, en: string, fr: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', maxLength: 200, label: { en, fr }, ...extra }) as Field

/**
 * The agency's clients. Separate from staff: a client signs in on the site (by login or e-mail)
 * and never reaches /admin. Passwords exist only as Payload's hash and salt.
 */
export const Clients = (e: Pick<Env, 'ACCESS_TOKEN_TTL'>): CollectionConfig => ({
  slug: 'contacts',
  typescript: { interface: 'Client' },
  labels: { singular: { en: 'Client', fr: 'Client' }, plural: { en: 'Clients', fr: 'Clients' } },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false, requireUsername: true },
    tokenExpiration: e.ACCESS_TOKEN_TTL,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    useSessions: false,
    cookies: { sameSite: 'Lax' },
  },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'co_firstname', 'co_name', 'email', 'co_city', 'co_type'],
    listSearchableFields: ['username', 'email', 'co_name', 'co_firstname'],
    group: NAV_GROUPS.clients,
    components: {
      // A new client is invited (address and name): it chooses its own login and password.
      views: {
        edit: { default: { Component: '/admin/clients/client-edit-view#ClientEditView' } },
      },
    },
  },
  access: {
    admin: () => false,
    read: staffOrSelf,
    create: isStaff,
    // A client changes its own record only through the legacy API, whose input schemas are the allow-list.
    update: isStaff,
    delete: isStaff,
    unlock: isStaff,
  },
  hooks: {
    beforeValidate: [prepareInvitation, enforcePasswordLength],
    afterChange: [notifyAgencyOfLead('contacts'), sendInvitationAfterSave, acknowledgeOnceVerified],
    beforeDelete: [
      deleteDependents([
        { collection: 'actions', field: 'contact' },
        { collection: 'messages', field: 'contact' },
        { collection: 'saved-searches', field: 'client' },
        { collection: 'client-offer-views', field: 'client' },
      ]),
    ],
  },
  endpoints: closedAuthEndpoints,
  fields: [
    sendInvitationField,
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Identity', fr: 'Identité' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'co_civility',
                  type: 'select',
                  options: [
                    { value: 'mme', label: 'Mme' },
                    { value: 'm', label: 'M.' },
                  ],
                  label: { en: 'Civility', fr: 'Civilité' },
                },
                text('co_firstname', 'First name', 'Prénom'),
                text('co_name', 'Last name', 'Nom'),
              ],
            },
            text('co_function', 'Position', 'Fonction'),
            {
              type: 'row',
              fields: [
                text('co_mobile1', 'Mobile', 'Mobile'),
                text('co_tel1', 'Phone', 'Téléphone'),
              ],
            },
            {
              ...flag('co_email_verified', 'E-mail address verified', 'Adresse e-mail vérifiée'),
              admin: {
                description: {
                  en: 'Set when the client followed a link mailed to this address; only a verified address receives agency mail',
                  fr: 'Cochée quand le client a suivi un lien envoyé à cette adresse ; seule une adresse vérifiée reçoit les mails de l’agence',
                },
              },
            } as Field,
            {
              name: 'co_type',
              type: 'select',
              defaultValue: 'user',
              options: CLIENT_TYPES,
              label: { en: 'Type', fr: 'Type' },
              access: { create: isStaffField, update: isStaffField },
              admin: {
                description: {
                  en: 'A contact is an address-book entry: it cannot sign in on the site',
                  fr: 'Un contact est une fiche de carnet d’adresses : il ne peut pas se connecter au site',
                },
              },
            },
            {
              name: 'co_preferences',
              type: 'json',
              label: { en: 'Preferences', fr: 'Préférences' },
              validate: validatePreferences,
              admin: {
                components: { Field: '/admin/clients/preferences-field#PreferencesField' },
              },
            },
          ],
        },
        {
          label: { en: 'Address', fr: 'Adresse' },
          fields: [
            ...ADDRESS_LINES.map(([name, en, fr]) => text(name, en, fr)),
            {
              type: 'row',
              fields: [
                text('co_zip', 'Postcode', 'Code postal'),
                text('co_city', 'City', 'Ville'),
                text('co_country', 'Country', 'Pays'),
              ],
            },
          ],
        },
        {
          label: { en: 'Roles', fr: 'Rôles' },
          fields: [...ROLES.map(([name, en, fr]) => flag(name, en, fr))],
        },
        {
          label: { en: 'Follow-up', fr: 'Suivi' },
          fields: [
            {
              // What the client keeps as favourites on the site (saved in co_preferences by the site).
              name: 'favouriteOffers',
              type: 'ui',
              admin: {
                components: { Field: '/admin/clients/favourite-offers#FavouriteOffers' },
              },
            },
            {
              // The offers the client opened on the site while signed in, the latest first (staff only).
              name: 'viewedOffers',
              type: 'ui',
              admin: {
                components: { Field: '/admin/clients/viewed-offers-field#ViewedOffersField' },
              },
            },
            {
              // Saved searches in words and the published offers each finds today (staff only).
              name: 'savedSearches',
              type: 'ui',
              admin: {
                components: {
                  Field: '/admin/clients/client-searches-field#ClientSearchesField',
                },
              },
            },
            {
              name: 'visitRequests',
              type: 'join',
              collection: 'actions',
              on: 'contact',
              defaultSort: '-createdAt',
              access: { read: isStaffField },
              label: { en: 'Visit requests', fr: 'Demandes de visite' },
              admin: {
                defaultColumns: ['createdAt', 'offer', 'date_start', 'date_end', 'ac_status'],
              },
            },
            {
              name: 'messages',
              type: 'join',
              collection: 'messages',
              on: 'contact',
              defaultSort: '-createdAt',
              access: { read: isStaffField },
              label: { en: 'Messages', fr: 'Messages' },
              admin: { defaultColumns: ['createdAt', 'subject', 'read'] },
            },
          ],
        },
      ],
    },
  ],
})
