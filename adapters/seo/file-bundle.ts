/**
 * Several files kept as one Buffer (the public cache keeps one Buffer a key): the length of a
 * JSON table (4 bytes), the table of name → [offset, length], then the files' bytes.
 */
export function packFiles(files: Map<string, string | Buffer>): Buffer {
  const bodies = [...files].map(
    ([name, body]) => [name, Buffer.isBuffer(body) ? body : Buffer.from(body)] as const,
  )
  let offset = 0
  const table: Record<string, [number, number]> = {}
  for (const [name, body] of bodies) {
    table[name] = [offset, body.length]
    offset += body.length
  }
  const header = Buffer.from(JSON.stringify(table))
  const size = Buffer.alloc(4)
  size.writeUInt32BE(header.length)
  return Buffer.concat([size, header, ...bodies.map(([, body]) => body)])
}

/** One file of a bundle (a view, not a copy), or undefined when it holds no such name. */
export function fileIn(bundle: Buffer, name: string): Buffer | undefined {
  const headerEnd = 4 + bundle.readUInt32BE(0)
  const table = JSON.parse(bundle.subarray(4, headerEnd).toString()) as Record<
    string,
    [number, number]
  >
  if (!Object.hasOwn(table, name)) return undefined
  const [offset, length] = table[name]
  return bundle.subarray(headerEnd + offset, headerEnd + offset + length)
}
