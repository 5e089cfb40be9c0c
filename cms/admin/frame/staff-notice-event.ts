/** The window event each live staff notice is passed on as, for the admin's parts that count what arrives. */
export const STAFF_NOTICE_EVENT = 'belsunce:staff-notice'
