import { ERROR_STATUS, type ErrorCode } from './envelope'

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
    return {
      err: {
        code: this.code,
        message: this.message,
        ...(this.fields?.length ? { fields: this.fields } : {}),
      },
    }
  }
}
