/** The socket.io room of one client: everything the agency tells that client goes there. */
export const clientRoom = (clientId: number | string): string => `contact:${clientId}`

/** The sockets opened with the access tokens of one session (refresh-token family): ended together. */
export const sessionRoom = (family: string): string => `session:${family}`
