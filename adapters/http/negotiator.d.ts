/** The part of Negotiator (installed with Express, untyped) that the server uses. */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The best of `available` for the request's Accept-Encoding; `preferred` orders ties. */
    encoding(
      available?: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined
  }
}
