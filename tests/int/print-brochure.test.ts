import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { request } from '../helpers/http'
import {
  pdfFontNames,
  pdfImages,
  pdfPages,
  pdfPageSizes,
  pdfText,
  type DrawnImage,
} from '../helpers/pdf-text'
import { useServer } from '../helpers/server'
import { useCatalogue } from '../helpers/use-catalogue'

const fx = await useCatalogue()
const running = useServer()

type Rgb = [number, number, number]
/** Each photo a plain colour of its own, so that a drawn picture tells which photo it is. */
const PUBLIC_COLOURS: Rgb[] = [
  [20, 60, 160],
  [30, 140, 60],
  [200, 180, 40],
  [120, 40, 160],
  [40, 160, 170],
]
const PRIVATE_COLOUR: Rgb = [230, 20, 20]

/** A sale with five public photos and a private one among them (offers[6] has none of its own). */
const offer = fx.offers[6]
/** A sale on request, its photo taken away below. */
const onRequest = fx.offers[9]

const upload = async (name: string, [r, g, b]: Rgb, priv = false) => {
  const data = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r, g, b } },
  })
    .jpeg()
    .toBuffer()
  return running.payload.create({
    collection: 'media',
    data: { alt: name, private: priv },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  const publics = []
  for (const [i, colour] of PUBLIC_COLOURS.entries())
    publics.push(await upload(`public-${i}`, colour))
  const secret = await upload('staff-only', PRIVATE_COLOUR, true)
  const negotiator = await running.payload.create({
    collection: 'negotiators',
    data: { name: 'Camille Rossi', phone: '+377 97 97 00 11', email: 'camille.rossi@example.mc' },
    overrideAccess: true,
  })
  await running.payload.update({
    collection: 'offers',
    id: offer.id,
    data: {
      images: [publics[0].id, secret.id, ...publics.slice(1).map((p) => p.id)],
      negotiator: negotiator.id,
    } as never,
    overrideAccess: true,
  })
  await running.payload.update({
    collection: 'offers',
    id: onRequest.id,
    data: { images: [] } as never,
    overrideAccess: true,
  })
})

const sheet = async (id: unknown, lang: string) => {
  const res = await request(
    running.url,
    'GET',
    `/api/1.0/offers/${id}/print?type=complete&lang=${lang}`,
  )
  expect(res.status).toBe(200)
  return res.bytes
}

/** The photo a drawn JPEG shows, by its mean colour: the index of the public one, or 'private'. */
const whichPhoto = async (image: DrawnImage): Promise<number | 'private' | 'unknown'> => {
  const { channels } = await sharp(image.bytes).stats()
  const mean = channels.slice(0, 3).map((c) => c.mean)
  const near = (c: Rgb) => c.every((v, i) => Math.abs(v - mean[i]) < 25)
  if (near(PRIVATE_COLOUR)) return 'private'
  const i = PUBLIC_COLOURS.findIndex(near)
  return i >= 0 ? i : 'unknown'
}
const plain = (runs: { text: string }[]) => runs.map((r) => r.text.replace(/[\u00a0\u202f]/g, ' '))

describe('the printed brochure', () => {
  it('opens on the cover photo across the page, then shows the public photos in a grid, never a private one', async () => {
    // ...in two to four pages, with no title alone at a page's foot.
    const pdf = await sheet(offer.id, 'fr')
    const pages = pdfImages(pdf)
    const sizes = pdfPageSizes(pdf).map((s) => [Math.round(s.width), Math.round(s.height)])
    // A4 throughout, the cover included.
    expect(sizes).toEqual(sizes.map(() => [595, 842]))
    const size = { width: 595.28, height: 841.89 }
    expect(pages.length).toBeGreaterThanOrEqual(2)
    expect(pages.length).toBeLessThanOrEqual(4)

    const cover = pages[0].filter((i) => i.filter === 'DCTDecode')
    expect(cover).toHaveLength(1)
    expect(cover[0].width / size.width).toBeGreaterThan(0.9)
    expect(cover[0].height).toBeGreaterThan(size.height / 3)
    expect(await whichPhoto(cover[0])).toBe(0)

    const after = pages
      .slice(1)
      .flat()
      .filter((i) => i.filter === 'DCTDecode')
    expect(after.length).toBeGreaterThanOrEqual(4)
    const shown = await Promise.all(after.map(whichPhoto))
    expect(shown).toEqual([1, 2, 3, 4])
    // Laid out two by two: the photos of a row share its top, the rows stand one under the other.
    const rows = [...new Set(after.map((i) => Math.round(i.y)))]
    expect(rows).toHaveLength(2)
    for (const image of after) expect(image.width).toBeLessThan(size.width / 2)

    const everyJpeg = pages.flat().filter((i) => i.filter === 'DCTDecode')
    expect(await Promise.all(everyJpeg.map(whichPhoto))).not.toContain('private')
    // Renditions sized for print, not the originals.
    for (const image of everyJpeg) expect(image.pixels.width).toBeLessThanOrEqual(1600)
    // No section's title (17 pt) closes a page after the cover, in either alphabet.
    for (const lang of ['fr', 'ru'])
      for (const [n, runs] of pdfPages(await sheet(offer.id, lang))
        .slice(1)
        .entries())
        expect(runs.at(-1)?.size, `${lang}, page ${n + 2}`).not.toBe(17)
  })

  it('names the offer, its headline price and its negotiator on the cover', async () => {
    const first = plain(pdfPages(await sheet(offer.id, 'fr'))[0])
    expect(first).toContain('Appartement numéro 6')
    expect(first).toContain('À vendre: 3,5M € (3 500 000 €)')
    expect(first).toContain('Camille Rossi')
    expect(first.join('\n')).toContain('+377 97 97 00 11')
    expect(first.join('\n')).toContain('camille.rossi@example.mc')
  })

  it('says "price on request" on a clean cover without photo, never the hidden figure', async () => {
    const pdf = await sheet(onRequest.id, 'fr')
    const pages = pdfPages(pdf)
    expect(pages.length).toBeGreaterThanOrEqual(2)
    const first = plain(pages[0])
    expect(first).toContain('À vendre: Prix sur demande')
    expect(plain(pages.flat()).join('\n')).not.toMatch(/5M|5 000 000/)
    expect(pdfImages(pdf)[0]).toEqual([])
  })

  it('is set in the brand’s faces, Cormorant Garamond and Inter, and reads in Cyrillic in Russian', async () => {
    const fr = await sheet(offer.id, 'fr')
    const fonts = pdfFontNames(fr)
    expect(fonts).toContain('CormorantGaramond-SemiBold')
    expect(fonts).toContain('Inter-Regular')
    expect(fonts.filter((f) => /DejaVu/i.test(f))).toEqual([])

    const ru = await sheet(offer.id, 'ru')
    const text = pdfText(ru).replace(/[\u00a0\u202f]/g, ' ')
    expect(text).toContain('Продажа: 3,5M € (3 500 000 €)')
    expect(text).toContain('ВАШ КОНСУЛЬТАНТ')
    expect(text).toContain('Характеристики')
    expect(text).not.toContain('?')
  })

  it('leaves out a photo whose file is gone, the next one taking the cover', async () => {
    const gone = await upload('gone', [90, 90, 90])
    fs.rmSync(path.join(env().mediaDir, gone.filename!))
    const kept = await upload('kept', PUBLIC_COLOURS[2])
    const id = fx.offers[8].id
    await running.payload.update({
      collection: 'offers',
      id,
      data: { images: [gone.id, kept.id] } as never,
      overrideAccess: true,
    })
    const pages = pdfImages(await sheet(id, 'en'))
    const photos = pages.flat().filter((i) => i.filter === 'DCTDecode')
    expect(photos).toHaveLength(1)
    expect(pages[0]).toContain(photos[0])
    expect(photos[0].width).toBeGreaterThan(0.9 * 595.28)
    expect(await whichPhoto(photos[0])).toBe(2)
  })
})
