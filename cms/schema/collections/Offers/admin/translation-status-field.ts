/**
 * Admin options that show, under a localized field, which of the five languages are filled.
 * Spread into the field's `admin`.
 */
export const translationStatus = (collection: 'offers' | 'buildings') => ({
  components: {
    afterInput: [
      { path: '/admin/offers/translation-status#TranslationStatus', clientProps: { collection } },
    ],
  },
})
