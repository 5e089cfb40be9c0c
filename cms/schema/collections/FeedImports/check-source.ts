import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { defaultFeedName } from '../../../domain/portals/import/feed-source'

/**
 * A new import reads exactly one feed: an uploaded file or an address, never both nor neither.
 * It is named after its feed (the feed's name, by default the file's name or the address's host
 * and path, which a later run of the same feed must reuse) and the time it was asked.
 */
export const checkFeedSource: CollectionBeforeValidateHook = ({
  data,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create' || context.feedImportRun || !data) return data
  const url = typeof data.sourceUrl === 'string' ? data.sourceUrl.trim() : ''
  const fileName = req.file?.name ?? (typeof data.filename === 'string' ? data.filename : '')
  const message =
    !url && !fileName
      ? 'Upload the feed file, or give the feed address (sourceUrl)'
      : url && fileName
        ? 'Either a file or an address (sourceUrl), not both'
        : null
  if (message)
    throw new ValidationError({
      collection: 'feed-imports',
      errors: [{ path: 'sourceUrl', message }],
    })
  data.sourceUrl = url || null
  const feedName =
    (typeof data.feedName === 'string' && data.feedName.trim()) || defaultFeedName(url || fileName)
  data.feedName = feedName
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
  data.label = `${feedName} – ${when}${data.dryRun ? ' (dry run)' : ''}`
  data.status = 'queued'
  data.processed = 0
  return data
}
