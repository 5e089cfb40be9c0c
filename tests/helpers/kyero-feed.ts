import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/** The fixture's photos: a JPEG, a PNG and a file that is no image. */
export const KYERO_PHOTOS = path.resolve('tests/fixtures/kyero/photos')

/** A Kyero v3 feed of flats in Nice, one a property, each with the photo addresses given. */
export function kyeroFeed(properties: { id: string; images?: string[] }[]): string {
  const property = ({ id, images = [] }: { id: string; images?: string[] }) => `
  <property>
    <id>${id}</id><ref>${id}</ref><price>250000</price><price_freq>sale</price_freq>
    <type>apartment</type><town>Nice</town><province>Alpes-Maritimes</province><country>France</country>
    <desc><en>A flat.</en></desc>
    <images>${images.map((url, i) => `<image id="${i + 1}"><url><![CDATA[${url}]]></url></image>`).join('')}</images>
  </property>`
  return `<?xml version="1.0" encoding="UTF-8"?>
<root>
  <kyero><feed_version>3</feed_version></kyero>${properties.map(property).join('')}
</root>
`
}

export type TestHttpServer = {
  /** http://host:port */
  origin: string
  /** The paths asked for, in order. */
  asked: string[]
  close: () => Promise<void>
}

/**
 * An HTTP server on one loopback address: `/photos/<name>` serves the fixture's photo,
 * `/redirect?to=<address>` answers 302 to it, `/feed.xml` serves `feed`, anything else 404.
 */
export async function testHttpServer(
  host: string,
  feed = kyeroFeed([]),
  handle?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
): Promise<TestHttpServer> {
  const asked: string[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://test')
    asked.push(url.pathname)
    if (handle?.(req, res)) return
    if (url.pathname === '/redirect')
      return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end()
    if (url.pathname === '/feed.xml')
      return res.writeHead(200, { 'content-type': 'application/xml' }).end(feed)
    const file = path.join(KYERO_PHOTOS, path.basename(url.pathname))
    if (!url.pathname.startsWith('/photos/') || !fs.existsSync(file))
      return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(fs.readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return {
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
