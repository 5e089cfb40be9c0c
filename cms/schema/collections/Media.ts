import type { CollectionConfig } from 'payload'

import { isStaff } from '../access/is-staff'
import type { Env } from '../../env'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

/**
 * Photos of offers and district tiles; resized on demand by /api/1.0/images. Stored in the
 * settings' media folder.
 */
export const Media = (e: Pick<Env, 'mediaDir'>): CollectionConfig => ({
  slug: 'media',
  labels: { singular: { en: 'Image', fr: 'Image' }, plural: { en: 'Media', fr: 'Médias' } },
  admin: { useAsTitle: 'alt', group: NAV_GROUPS.offers },
  access: {
    read: ({ req }) => (isStaff({ req }) ? true : { private: { not_equals: true } }),
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  upload: {
    staticDir: e.mediaDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    adminThumbnail: 'thumbnail',
    imageSizes: [{ name: 'thumbnail', width: 240, height: 160, position: 'centre' }],
    focalPoint: true,
  },
  fields: [
    { name: 'alt', type: 'text', label: { en: 'Alternative text', fr: 'Texte alternatif' } },
    {
      name: 'private',
      type: 'checkbox',
      defaultValue: false,
      // Served to staff only (the images route, the feeds, the sheet and the site all leave it out).
      label: {
        en: 'Not published: seen by the agency only',
        fr: 'Non publiée : visible seulement par l’agence',
      },
      admin: {
        description: {
          en: 'Neither the site, the API, the portals nor the printed sheet show it. Unticked, the photo is public.',
          fr: 'Ni le site, ni l’API, ni les portails, ni la fiche imprimée ne la montrent. Décochée, la photo est publique.',
        },
      },
    },
  ],
})
