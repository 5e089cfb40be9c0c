import type { ErrorRequestHandler, RequestHandler } from 'express'
import { ApiError } from '@contract/api-error'

import { loggablePath } from './loggable-path'

/** Unknown paths under the legacy API mount points. */
export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json(
      new ApiError('not_found', `No such call: ${req.method} ${req.baseUrl}${req.path}`).toBody(),
    )
}

/** The answer to a body that is JSON but not an object (`[]`, `"x"`, `null`, `1`). */
export const BODY_NOT_OBJECT = 'The request body must be a JSON object'

/** Valid JSON that is not an object or array: the body parser refuses it like broken JSON, its text kept. */
const isJsonScalar = (text: unknown): boolean => {
  if (typeof text !== 'string') return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** What is wrong with a body the parser refused, in the caller's terms. */
function unreadableBody(err: {
  type?: string
  body?: unknown
  charset?: string
  encoding?: string
}): string {
  if (err.type === 'entity.parse.failed' && isJsonScalar(err.body)) return BODY_NOT_OBJECT
  if (err.type === 'charset.unsupported')
    return `The request body's charset "${err.charset ?? ''}" is not supported: send UTF-8`
  if (err.type === 'encoding.unsupported')
    return `The request body's content encoding "${err.encoding ?? ''}" is not supported`
  if (err.type === 'entity.parse.failed') return 'The request body is not valid JSON'
  return 'The request body could not be read'
}

/**
 * Last handler of the legacy API: known errors keep their code, body-parser errors become 400/413
 * with what is wrong, anything else is logged and answered as a bare 500 without internal detail.
 */
export const apiErrorHandler =
  (log: (err: unknown, msg: string) => void): ErrorRequestHandler =>
  (err, req, res, _next) => {
    if (res.headersSent) return
    if (err instanceof ApiError) {
      res.status(err.status).json(err.toBody())
      return
    }
    // The router could not decode the path (`%E0%A4%A`): the address is wrong, not a body.
    if (err instanceof URIError) {
      res
        .status(400)
        .json(
          new ApiError(
            'invalid_input',
            'The request address is malformed: a % must start a valid UTF-8 escape such as %C3%A9',
          ).toBody(),
        )
      return
    }
    const type = (err as { type?: string })?.type
    if (type === 'entity.too.large') {
      res
        .status(413)
        .json(new ApiError('payload_too_large', 'The request body is too large').toBody())
      return
    }
    if (
      type === 'entity.parse.failed' ||
      type === 'encoding.unsupported' ||
      type === 'charset.unsupported' ||
      (err as { status?: number })?.status === 400
    ) {
      res
        .status(400)
        .json(new ApiError('invalid_input', unreadableBody(err as { type?: string })).toBody())
      return
    }
    log(err, `${req.method} ${loggablePath(req.originalUrl)} failed`)
    res.status(500).json(new ApiError('server_error', 'An unexpected error occurred').toBody())
  }
