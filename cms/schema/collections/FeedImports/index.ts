import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { isStaff } from '../../access/is-staff'
import type { Env } from '../../../env'
import { checkFeedSource } from './check-source'
import { queueFeedImport } from './queue-import'
import { NAV_GROUPS } from '../../admin-settings/nav-groups'

/** What happens to offers a previous run of the same feed brought in and this run no longer has. */
export const ABSENT_RULES = ['report', 'keep', 'unpublish'] as const
export type AbsentRule = (typeof ABSENT_RULES)[number]

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
const STATUS_LABELS = {
  queued: { en: 'Waiting in the queue', fr: 'En attente' },
  running: { en: 'Running', fr: 'En cours' },
  done: { en: 'Done', fr: 'Terminé' },
  failed: { en: 'Failed', fr: 'Échoué' },
} satisfies Record<(typeof IMPORT_STATUSES)[number], { en: string; fr: string }>

/**
 * One import of a Kyero v3 feed, from an uploaded file or an address: staff create it in the
 * admin, a job of the queue runs it (cms/domain/portals/import), and the document keeps its progress
 * and its report. The file is kept like any upload (on the disk, or in the bucket).
 */
export const FeedImports = (e: Pick<Env, 'dataDir'>): CollectionConfig => ({
  slug: 'feed-imports',
  labels: {
    singular: { en: 'Feed import', fr: 'Import de flux' },
    plural: { en: 'Feed imports', fr: 'Imports de flux' },
  },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'status', 'processed', 'createdAt'],
    // Editors bring offers in from the portals and read the import's report: with the offers.
    group: NAV_GROUPS.offers,
    description: {
      en: 'Bring offers in from a Kyero v3 feed: upload the file or give its address, choose the options, save; the report appears here.',
      fr:
        'Importer des offres depuis un flux Kyero v3 : téléverser le fichier ou donner son adresse, choisir les options, ' +
        'enregistrer ; le rapport s’affiche ici.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeValidate: [checkFeedSource], afterChange: [queueFeedImport] },
  upload: {
    staticDir: path.join(e.dataDir, 'imports'),
    mimeTypes: ['application/xml', 'text/xml'],
    filesRequiredOnCreate: false,
    hideRemoveFile: true,
  },
  fields: [
    {
      name: 'label',
      type: 'text',
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'sourceUrl',
      type: 'text',
      label: {
        en: 'Feed address (instead of a file)',
        fr: 'Adresse du flux (au lieu d’un fichier)',
      },
      validate: (v: unknown) =>
        v == null || v === '' || (typeof v === 'string' && /^https?:\/\/\S+$/i.test(v))
          ? true
          : 'An http:// or https:// address',
    },
    {
      name: 'feedName',
      type: 'text',
      label: { en: 'Feed name', fr: 'Nom du flux' },
      admin: {
        description: {
          en: 'Offers are matched by this name and their id in the feed: use the same name for every run of one feed.',
          fr: 'Les offres sont reconnues par ce nom et leur identifiant dans le flux : garder le même nom pour chaque import d’un même flux.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'dryRun',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Dry run (change nothing)', fr: 'Essai à blanc (ne rien modifier)' },
        },
        {
          name: 'publishComplete',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Publish what is complete', fr: 'Publier ce qui est complet' },
        },
        {
          name: 'absentRule',
          type: 'select',
          defaultValue: 'report',
          options: [
            { value: 'report', label: { en: 'Report them', fr: 'Les signaler' } },
            { value: 'keep', label: { en: 'Keep them', fr: 'Les garder' } },
            { value: 'unpublish', label: { en: 'Unpublish them', fr: 'Les dépublier' } },
          ],
          label: {
            en: 'Offers no longer in the feed',
            fr: 'Offres absentes du flux',
          },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'queued',
      index: true,
      options: IMPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      label: { en: 'Status', fr: 'État' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'processed',
          type: 'number',
          defaultValue: 0,
          label: { en: 'Offers read', fr: 'Offres lues' },
          admin: { readOnly: true },
        },
        {
          name: 'total',
          type: 'number',
          label: { en: 'Offers in the feed', fr: 'Offres dans le flux' },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'report',
      type: 'json',
      label: { en: 'Report', fr: 'Rapport' },
      admin: {
        readOnly: true,
        // A progress bar and the report in words (polled while the import runs), not raw JSON.
        components: { Field: '/admin/feed-imports/import-progress-field#ImportProgressField' },
      },
    },
    {
      name: 'finishedAt',
      type: 'date',
      label: { en: 'Finished at', fr: 'Terminé le' },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
})
