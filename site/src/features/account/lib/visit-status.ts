import type { VisitStatus } from '../../../api/get-visit-requests'

/** The acceptance status labels, as translation keys. Unknown values read as the default. */
const LABELS: Record<VisitStatus, string> = {
  waiting: 'account.status.waiting',
  in_progress: 'account.status.in_progress',
  accepted: 'account.status.accepted',
  refused: 'account.status.refused',
}

export const visitStatusLabel = (status: string): string =>
  LABELS[status as VisitStatus] ?? LABELS.waiting
