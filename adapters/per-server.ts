/**
 * Things a server makes once and its routes share (the public cache, the view counter, the render
 * threads), kept per server — per its Payload instance — so that several servers of one process,
 * as in the tests, each have their own.
 */
export function perServer<T>() {
  const made = new WeakMap<object, T>()
  return {
    /** The one made for `server`, made by `make` at the first call. */
    of(server: object, make: () => T): T {
      let value = made.get(server)
      if (value === undefined) made.set(server, (value = make()))
      return value
    },
    /** The one made for `server`, if any, forgotten from now on (the server is stopping). */
    release(server: object): T | undefined {
      const value = made.get(server)
      made.delete(server)
      return value
    },
  }
}
