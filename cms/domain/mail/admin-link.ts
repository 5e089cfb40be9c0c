import { env } from '../../env'

/** The admin page of one record, as staff open it from a mail or a notice. */
export const adminLink = (collection: string, id: number | string): string =>
  `${env().PUBLIC_URL}/admin/collections/${collection}/${encodeURIComponent(String(id))}`
