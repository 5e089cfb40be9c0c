/** The socket.io room of one client: everything the agency tells that client goes there. */
export const contactRoom = (contactId: number | string): string => `contact:${contactId}`
