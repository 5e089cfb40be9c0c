import sharp from 'sharp'

import { rng } from '../random'

export type ImageSize = 'full' | 'small'
export const IMAGE_DIMENSIONS: Record<ImageSize, { width: number; height: number }> = {
  full: { width: 1600, height: 1000 },
  small: { width: 320, height: 200 },
}

type Finish = { vignette: Uint8Array; grain: Int8Array }
const finishes = new Map<ImageSize, Finish>()
const GRAIN_SHIFT = 65536

/**
 * Lens vignette (darker corners) and film grain, computed once per size. Applied in plain
 * JavaScript: libvips' blend modes cost several times more on a 2-core machine.
 */
function finishFor(size: ImageSize): Finish {
  const cached = finishes.get(size)
  if (cached) return cached
  const { width, height } = IMAGE_DIMENSIONS[size]
  const vignette = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (x / width - 0.5) * 2,
        dy = (y / height - 0.5) * 2
      const d = Math.min(1, Math.max(0, (Math.sqrt(dx * dx + dy * dy) / Math.SQRT2 - 0.45) / 0.55))
      vignette[y * width + x] = Math.round(255 * (1 - 0.4 * d * d))
    }
  }
  const r = rng('grain')
  const grain = new Int8Array(width * height + GRAIN_SHIFT)
  for (let i = 0; i < grain.length; i++) grain[i] = Math.round((r() + r() + r() - 1.5) * 14)
  const finish = { vignette, grain }
  finishes.set(size, finish)
  return finish
}

/**
 * Renders a composed SVG (already sized to the requested dimensions) to a JPEG with vignette,
 * grain and a slight softness, so it reads as a photo rather than a flat drawing.
 */
export async function renderJpeg(svg: string, size: ImageSize, grainSeed = 0): Promise<Buffer> {
  // The SVG may come back with an alpha channel: step over pixels by the real channel count.
  const { data, info } = await sharp(Buffer.from(svg))
    .blur(size === 'full' ? 0.8 : 0.4)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { vignette, grain } = finishFor(size)
  const shift = grainSeed % GRAIN_SHIFT
  const pixels = info.width * info.height
  for (let p = 0; p < pixels; p++) {
    const v = vignette[p],
      n = grain[p + shift],
      o = p * info.channels
    for (let c = o; c < o + 3; c++) {
      const value = ((data[c] * v) >> 8) + n
      data[c] = value < 0 ? 0 : value > 255 ? 255 : value
    }
  }
  return sharp(data, { raw: info }).removeAlpha().jpeg({ quality: 80 }).toBuffer()
}
