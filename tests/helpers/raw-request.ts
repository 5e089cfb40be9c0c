import http from 'node:http'
import zlib from 'node:zlib'

/** An answer as it came on the wire, and how long it took to come whole. */
export type RawAnswer = {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  ms: number
}

/**
 * One request whose answer is read as it came on the wire: fetch would decompress it. The path
 * goes out as written (`/assets/%2e%2e/x` is not folded as a URL would fold it).
 */
export function rawRequest(options: http.RequestOptions): Promise<RawAnswer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .request(options, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
      .end()
  })
}

/** The body an answer stands for, undone from its Brotli or gzip coding. */
export const decoded = (r: RawAnswer): Buffer => {
  const coding = r.headers['content-encoding']
  return coding === 'br'
    ? zlib.brotliDecompressSync(r.body)
    : coding === 'gzip'
      ? zlib.gunzipSync(r.body)
      : r.body
}
