import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

/**
 * A Kyero v3 feed of `count` offers for the import benchmark, written to `dir/feed.xml`, with one
 * distinct local photo per offer (`dir/photos/n.jpg`, referenced by file address), so the import
 * is measured without a network.
 */
const TYPES = ['apartment', 'villa', 'penthouse', 'studio', 'duplex']
const TOWNS: Array<[string, string, string, number, number]> = [
  ['Monaco', 'Monaco', 'Monaco', 43.7384, 7.4246],
  ['Nice', 'Alpes-Maritimes', 'France', 43.7102, 7.262],
  ['Cannes', 'Alpes-Maritimes', 'France', 43.5528, 7.0174],
  ['Menton', 'Alpes-Maritimes', 'France', 43.7747, 7.4975],
  ['Antibes', 'Alpes-Maritimes', 'France', 43.5808, 7.1251],
]
const FEATURES = ['pool', 'terrace', 'sea view', 'lift', 'concierge', 'gym']

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

async function photo(file: string, n: number): Promise<void> {
  if (fs.existsSync(file)) return
  const hue = (n * 37) % 360
  await sharp({
    create: {
      width: 1280,
      height: 960,
      channels: 3,
      background: `hsl(${hue}, 45%, 55%)`,
    },
  })
    .jpeg({ quality: 70 })
    .toFile(file)
}

function property(n: number, photoFile: string): string {
  const [town, province, country, lat, lng] = TOWNS[n % TOWNS.length]
  const type = TYPES[n % TYPES.length]
  const rent = n % 4 === 0
  const price = n % 10 === 0 ? 'x' : String(rent ? 3000 + n * 7 : 850000 + n * 1000)
  const features = FEATURES.filter((_, i) => (n + i) % 2 === 0)
  const text = `A bright ${type} in ${town}, number ${n}, close to the sea and the shops.`
  return `  <property>
    <id>BENCH-${n}</id>
    <date>2026-11-01 10:00:00</date>
    <ref>BENCH-${n}</ref>
    <price>${price}</price>
    <currency>EUR</currency>
    <price_freq>${rent ? 'month' : 'sale'}</price_freq>
    <type>${type}</type>
    <town>${xmlText(town)}</town>
    <province>${xmlText(province)}</province>
    <country>${country}</country>
    <location><latitude>${(lat + (n % 50) / 5000).toFixed(5)}</latitude><longitude>${(lng + (n % 37) / 5000).toFixed(5)}</longitude></location>
    <beds>${1 + (n % 5)}</beds>
    <baths>${1 + (n % 3)}</baths>
    <pool>${features.includes('pool') ? 1 : 0}</pool>
    <surface_area><built>${40 + (n % 300)}</built><plot>0</plot></surface_area>
    <energy_rating><consumption>${'ABCDEFG'[n % 7]}</consumption><emissions>${'ABCDEFG'[(n + 2) % 7]}</emissions></energy_rating>
    <desc><en>${xmlText(text)}</en><fr>${xmlText(`Un ${type} lumineux à ${town}, numéro ${n}, près de la mer.`)}</fr></desc>
    <features>${features.map((f) => `<feature>${f}</feature>`).join('')}</features>
    <images><image id="1"><url>file://${photoFile}</url></image></images>
  </property>
`
}

/** Writes the feed and its photos (photos are kept between runs); returns the feed's path. */
export async function writeSampleFeed(
  dir: string,
  count: number,
  onPhoto?: (done: number) => void,
): Promise<string> {
  const photos = path.join(dir, 'photos')
  fs.mkdirSync(photos, { recursive: true })
  const out = fs.createWriteStream(path.join(dir, 'feed.xml'))
  out.write('<?xml version="1.0" encoding="UTF-8"?>\n<root>\n')
  out.write('  <kyero><feed_version>3</feed_version></kyero>\n')
  for (let n = 1; n <= count; n++) {
    const file = path.join(photos, `${n}.jpg`)
    await photo(file, n)
    onPhoto?.(n)
    if (!out.write(property(n, file))) await new Promise<void>((r) => out.once('drain', () => r()))
  }
  out.write('</root>\n')
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  )
  return path.join(dir, 'feed.xml')
}
