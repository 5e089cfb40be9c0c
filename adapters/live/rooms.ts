/** The socket.io room of one client: everything the agency tells that client goes there. */
export const clientRoom = (clientId: number | string): string => `contact:${clientId}`
