/** A feed that cannot be read at all (malformed, refused, wrong encoding): its message is the report's `fatal`. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FeedError'
  }
}
