import type { CollectionBeforeChangeHook, GlobalBeforeChangeHook } from 'payload'

import { renderRichText } from './fields'

/** A collection hook that stores the sanitised HTML of the given rich texts at each save. */
export const renderRichTextOnSave =
  (names: readonly string[]): CollectionBeforeChangeHook =>
  ({ data, req }) => {
    renderRichText(data, names, req.locale ?? undefined)
    return data
  }

/** The same for a global. */
export const renderGlobalRichTextOnSave =
  (names: readonly string[]): GlobalBeforeChangeHook =>
  ({ data, req }) => {
    renderRichText(data, names, req.locale ?? undefined)
    return data
  }
