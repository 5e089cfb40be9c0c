import type { ErrorRequestHandler, RequestHandler } from 'express'

import { ERROR_STATUS, type ErrorCode } from '../contract/envelope'

export { ERROR_STATUS, type ErrorCode }

/** An error the legacy API reports as `{ err: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: string[],
  ) {
    super(message)
  }
  get status(): number {
    return ERROR_STATUS[this.code]
  }
  toBody() {
    return { err: { code: this.code, message: this.message, ...(this.fields?.length ? { fields: this.fields } : {}) } }
  }
}

/** Unknown paths under the legacy API mount points. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(new ApiError('not_found', `No such call: ${req.method} ${req.baseUrl}${req.path}`).toBody())
}

/**
 * Last handler of the legacy API: known errors keep their code, body-parser errors become 400/413,
 * anything else is logged and answered as a bare 500 without internal detail.
 */
export const apiErrorHandler =
  (log: (err: unknown, msg: string) => void): ErrorRequestHandler =>
  (err, req, res, _next) => {
    if (res.headersSent) return
    if (err instanceof ApiError) {
      res.status(err.status).json(err.toBody())
      return
    }
    const type = (err as { type?: string })?.type
    if (type === 'entity.too.large') {
      res.status(413).json(new ApiError('payload_too_large', 'The request body is too large').toBody())
      return
    }
    if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported' || (err as { status?: number })?.status === 400) {
      res.status(400).json(new ApiError('invalid_input', 'The request body is not valid JSON').toBody())
      return
    }
    log(err, `${req.method} ${req.originalUrl} failed`)
    res.status(500).json(new ApiError('server_error', 'An unexpected error occurred').toBody())
  }
