/** The job of an admin feed import, and its queue (named apart so the collection's hook needs no more). */
export const FEED_IMPORTS_QUEUE = 'feed-imports'
export const FEED_IMPORT_TASK = 'importFeed'

/** What happens to offers an earlier run of the same feed brought in and this run lacks. */
export type AbsentRule = 'report' | 'keep' | 'unpublish'

/** The largest feed read, as the largest feed file staff may upload. */
export const FEED_MAX_BYTES = 60 * 1024 * 1024
