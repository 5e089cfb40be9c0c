/** The socket.io room of one client: everything the agency tells that client goes there. */
export const clientRoom = (clientId: number | string): string => `contact:${clientId}`

/** The sockets opened with the access tokens of one session (refresh-token family): ended together. */
export const sessionRoom = (family: string): string => `session:${family}`

/** The room of signed-in staff (their admin): new leads are announced there. Not a client id's shape, so no client can ask for it. */
export const STAFF_ROOM = 'staff'
