import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A hook deriving or checking an offer's fields, passed by for the saves the system makes itself
 * with `context.skipDerive` (a building's changes copied to its offers).
 */
export const exceptSystemSaves =
  (hook: CollectionBeforeChangeHook): CollectionBeforeChangeHook =>
  (args) =>
    args.context.skipDerive ? args.data : hook(args)
