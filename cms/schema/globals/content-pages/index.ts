import type { GlobalConfig } from 'payload'
import { CONTENT_PAGES } from '@contract/content-pages'

import { isStaff } from '../../access/is-staff'
import { localizedRichText } from '../../../domain/rich-text/fields'
import { renderGlobalRichTextOnSave } from '../../../domain/rich-text/render-hook'
import { contentPagesLivePreview } from './live-preview'
import { NAV_GROUPS } from '../../admin-settings/nav-groups'

const LABELS = {
  agency: { en: 'Agency', fr: 'Agence' },
  partners: { en: 'Partners', fr: 'Partenaires' },
  legal: { en: 'Legal notice', fr: 'Mentions légales' },
} as const

/**
 * The texts of the agency, partners and legal notice pages, one rich text a page and a language.
 * Visitors read them only through the legacy API (`/web/1.0/pages/:name`), as sanitised HTML.
 */
export const ContentPages: GlobalConfig = {
  slug: 'content-pages',
  label: { en: 'Content pages', fr: 'Pages de contenu' },
  admin: {
    group: NAV_GROUPS.site,
    description: {
      en: 'The texts of the agency, partners and legal notice pages, in each language',
      fr: 'Les textes des pages agence, partenaires et mentions légales, dans chaque langue',
    },
    livePreview: contentPagesLivePreview,
  },
  access: { read: isStaff, update: isStaff },
  hooks: { beforeChange: [renderGlobalRichTextOnSave(CONTENT_PAGES)] },
  fields: [
    {
      type: 'tabs',
      tabs: CONTENT_PAGES.map((name) => ({
        label: LABELS[name],
        fields: localizedRichText(name, LABELS[name]),
      })),
    },
  ],
}
