/** How long the agency keeps what visitors who never became clients sent it, unless administrators set otherwise. */
export const DEFAULT_RETENTION_MONTHS = 24
export const MIN_RETENTION_MONTHS = 1
export const MAX_RETENTION_MONTHS = 120

/** `GET /web/1.0/privacy`: what the legal notice states about the data kept. */
export type PrivacySettings = {
  /** Months after which a visitor's contact messages and visit requests lose the person. */
  retention_months: number
}
