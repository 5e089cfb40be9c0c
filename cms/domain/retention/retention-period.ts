import type { Payload } from 'payload'
import {
  DEFAULT_RETENTION_MONTHS,
  MAX_RETENTION_MONTHS,
  MIN_RETENTION_MONTHS,
} from '@contract/privacy'

/** The retention period administrators set (Site → Personal data), else the default. */
export async function retentionMonths(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({
    slug: 'personal-data',
    depth: 0,
    overrideAccess: true,
  })
  const months = Number(settings?.retention_months)
  return Number.isInteger(months) && months >= MIN_RETENTION_MONTHS
    ? Math.min(months, MAX_RETENTION_MONTHS)
    : DEFAULT_RETENTION_MONTHS
}

/** The instant `months` calendar months before `now` (the 31st of a shorter month gives its last day's rollover, as Date does). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime())
  d.setUTCMonth(d.getUTCMonth() - months)
  return d
}
