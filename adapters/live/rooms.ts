/** The socket.io room of one client: everything the agency tells that client goes there. */
export const contactRoom = (contactId: number | string): string => `contact:${contactId}`

/** The sockets opened with the access tokens of one session (refresh-token family): ended together. */
export const sessionRoom = (family: string): string => `session:${family}`
