import type { BaseDatabaseAdapter, UpdateJobsArgs } from 'payload'

/**
 * The only places where this project replaces methods of Payload (its database adapter's, and the
 * admin's notices), each with
 * the upstream change that would make it unnecessary. They were written against this Payload
 * version: patches.test.ts fails as soon as another one is installed, so that someone reads them
 * again (drop a replacement once its upstream change is in, or check that it still fits).
 */
export const PATCHED_PAYLOAD_VERSION = '3.90.1'

type UpdateJobs = BaseDatabaseAdapter['updateJobs']
type TransactionId = string | number

/**
 * 1. `updateJobs`. Payload 3 marks the jobs a run takes (`processing: true`) by reading them and
 * then writing them, so two instances running the queue at once may both take the same job. The
 * replacement gets Payload's own method and decides which jobs this instance may mark
 * (cms/domain/jobs/exclusive-runs.ts). Upstream: "support multiple workers on the same queue",
 * https://github.com/payloadcms/payload/pull/17441, merged for Payload 4 only.
 */
export function replaceUpdateJobs(
  db: BaseDatabaseAdapter,
  replacement: (own: UpdateJobs) => (args: UpdateJobsArgs) => ReturnType<UpdateJobs>,
): void {
  db.updateJobs = replacement(db.updateJobs.bind(db))
}

/**
 * 2 and 3. `commitTransaction` and `rollbackTransaction`. Payload's `afterChange` hooks run before
 * the transaction is committed, and Payload has no hook for "after the commit": a listener told of
 * a change at once could read the old data. Both are wrapped so that `ended(id)` runs as soon as
 * the database has ended the transaction, before the call that made it returns
 * (transaction-endings.ts). Upstream request for such a hook, not built in Payload 3:
 * https://github.com/payloadcms/payload/issues/5886
 */
export function afterTransactionEnds(
  db: Pick<BaseDatabaseAdapter, 'commitTransaction' | 'rollbackTransaction'>,
  ended: (id: TransactionId) => void,
): void {
  for (const name of ['commitTransaction', 'rollbackTransaction'] as const) {
    const end = db[name]
    if (typeof end !== 'function') continue
    db[name] = async (id) => {
      try {
        return await end.call(db, id)
      } finally {
        const key = (await id) as TransactionId | null
        if (key != null) ended(key)
      }
    }
  }
}

type Notify = (message: unknown, data?: unknown) => unknown

/**
 * 4. The bulk upload's two notices. Payload's admin writes "Successfully saved N files" and
 * "Failed to save N files" as English literals (`@payloadcms/ui`, BulkUpload's FormsManager), not
 * through its translations, so French staff read English after dropping photos. `success` and
 * `error` of the admin's one `toast` object are wrapped once so that a text message goes through
 * `translate` first. Upstream: no translation keys for these notices in Payload 3.90; drop this
 * once BulkUpload uses `t()` (patches.test.ts checks that the literals are still there).
 */
export function translateNotices(
  toast: { success: Notify; error: Notify },
  translate: (message: string) => string,
): void {
  for (const kind of ['success', 'error'] as const) {
    const original = toast[kind]
    toast[kind] = (message, data) =>
      original(typeof message === 'string' ? translate(message) : message, data)
  }
}
