import type { CollectionConfig } from 'payload'

import { isStaff } from '../access/is-staff'
import type { Env } from '../env'
import { NAV_GROUPS } from '../admin/nav-groups'

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
      label: {
        en: 'Private (served only with a token)',
        fr: 'Privée (servie seulement avec un jeton)',
      },
    },
  ],
})
