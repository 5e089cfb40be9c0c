import { between, chance, intBetween, pick, type Rng } from '../random'
import { pickShade, ROOFS, shade, SHUTTERS, FACADES, GREENS } from './palette'

/** A top-to-bottom gradient named `id`, from one colour (and opacity) to another. */
export function verticalGradient(
  id: string,
  from: string,
  to: string,
  fromOpacity = 1,
  toOpacity = 1,
): string {
  const stop = (offset: number, color: string, opacity: number) =>
    `<stop offset="${offset}" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stop(0, from, fromOpacity)}${stop(1, to, toOpacity)}</linearGradient>`
}

/** Shared pieces of the generated scenes, drawn on a 1600×1000 canvas. */
export const W = 1600
export const H = 1000
const f = (n: number) => n.toFixed(1)

export function sky(
  id: string,
  s: { top: string; bottom: string; sun: string },
  horizon: number,
  sunX: number,
  sunY: number,
): string {
  // Concentric translucent discs instead of a radial gradient: librsvg renders them far faster.
  let glow = ''
  for (let i = 8; i >= 1; i--)
    glow += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(i * i * 9)}" fill="${s.sun}" fill-opacity="${(0.05 + (i === 1 ? 0.8 : 0)).toFixed(2)}"/>`
  return `<defs>${verticalGradient(id, s.top, s.bottom)}</defs>
<rect width="${W}" height="${f(horizon + 4)}" fill="url(#${id})"/>${glow}`
}

export function clouds(r: Rng, horizon: number): string {
  let out = ''
  for (let i = intBetween(r, 1, 5); i > 0; i--) {
    const x = between(r, -100, W),
      y = between(r, 40, horizon * 0.6),
      w = between(r, 120, 380)
    for (let k = 0; k < 4; k++) {
      out +=
        `<ellipse cx="${f(x + k * w * 0.22)}" cy="${f(y + between(r, -12, 12))}" rx="${f(w * between(r, 0.2, 0.35))}" ` +
        `ry="${f(between(r, 14, 34))}" fill="#ffffff" fill-opacity="${between(r, 0.18, 0.4).toFixed(2)}"/>`
    }
  }
  return out
}

/** Mountains behind the coast, as seen from Monaco or Nice. */
export function hills(r: Rng, horizon: number, color: string): string {
  let d = `M0 ${f(horizon)}`
  const steps = 14
  let y = horizon - between(r, 40, 160)
  for (let i = 0; i <= steps; i++) {
    y = Math.min(horizon - 10, Math.max(horizon - 300, y + between(r, -60, 60)))
    d += ` L${f((W / steps) * i)} ${f(y)}`
  }
  return `<path d="${d} L${W} ${f(horizon)} Z" fill="${color}" fill-opacity="0.85"/>`
}

export function sea(
  id: string,
  s: { far: string; near: string },
  top: number,
  bottom: number,
  r: Rng,
): string {
  let glints = ''
  for (let i = 0; i < 60; i++) {
    const y = between(r, top + 4, bottom)
    const depth = (y - top) / Math.max(1, bottom - top)
    glints +=
      `<rect x="${f(between(r, 0, W))}" y="${f(y)}" width="${f(between(r, 20, 140) * (0.4 + depth))}" height="${f(1 + depth * 3)}" ` +
      `fill="#ffffff" fill-opacity="${between(r, 0.08, 0.3).toFixed(2)}"/>`
  }
  return `<defs>${verticalGradient(id, s.far, s.near)}</defs>
<rect y="${f(top)}" width="${W}" height="${f(bottom - top)}" fill="url(#${id})"/>${glints}`
}

/** A Riviera façade: rendered wall, rows of windows with shutters, balconies, a tiled or flat roof. */
export function facade(r: Rng, x: number, base: number, w: number, h: number, light = 0): string {
  const wall = shade(pickShade(r, FACADES), light)
  const shutter = pick(r, SHUTTERS)
  const flat = chance(r, 0.5)
  let out = `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`
  out += `<rect x="${f(x + w * 0.72)}" y="${f(base - h)}" width="${f(w * 0.28)}" height="${f(h)}" fill="#000" fill-opacity="0.08"/>`
  out += flat
    ? `<rect x="${f(x - 6)}" y="${f(base - h - 10)}" width="${f(w + 12)}" height="12" fill="${shade(wall, -0.15)}"/>`
    : `<path d="M${f(x - 12)} ${f(base - h)} L${f(x + w / 2)} ${f(base - h - w * 0.18)} L${f(x + w + 12)} ${f(base - h)} Z" fill="${pick(r, ROOFS)}"/>`
  const floorH = between(r, 34, 58),
    cols = Math.max(2, Math.round(w / between(r, 48, 80)))
  const rows = Math.floor((h - floorH * 0.8) / floorH)
  const cw = w / cols,
    ww = cw * 0.42,
    wh = floorH * 0.55
  const glass = chance(r, 0.5) ? '#2d3e4f' : '#4a6378'
  for (let row = 0; row < rows; row++) {
    const y = base - h + floorH * 0.5 + row * floorH
    if (chance(r, 0.35))
      out += `<rect x="${f(x + 4)}" y="${f(y + wh)}" width="${f(w - 8)}" height="4" fill="${shade(wall, -0.3)}"/>`
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + (cw - ww) / 2
      const lit = r()
      out += `<rect x="${f(wx)}" y="${f(y)}" width="${f(ww)}" height="${f(wh)}" fill="${lit > 0.93 ? '#f6d48d' : glass}"/>`
      if (lit < 0.55)
        out +=
          `<rect x="${f(wx - ww * 0.28)}" y="${f(y)}" width="${f(ww * 0.26)}" height="${f(wh)}" fill="${shutter}"/>` +
          `<rect x="${f(wx + ww * 1.02)}" y="${f(y)}" width="${f(ww * 0.26)}" height="${f(wh)}" fill="${shutter}"/>`
      else
        out += `<rect x="${f(wx)}" y="${f(y)}" width="${f(ww)}" height="${f(wh * 0.3)}" fill="#fff" fill-opacity="0.18"/>`
    }
  }
  return out
}

export function palm(r: Rng, x: number, base: number, height: number): string {
  const lean = between(r, -60, 60),
    topX = x + lean,
    topY = base - height
  let out =
    `<path d="M${f(x - 7)} ${f(base)} Q${f(x + lean * 0.2)} ${f(base - height * 0.5)} ${f(topX - 3)} ${f(topY)} ` +
    `L${f(topX + 3)} ${f(topY)} Q${f(x + lean * 0.2 + 8)} ${f(base - height * 0.5)} ${f(x + 7)} ${f(base)} ` +
    `Z" fill="#6b5440"/>`
  const green = pick(r, GREENS)
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + between(r, -0.2, 0.2),
      len = between(r, height * 0.25, height * 0.4)
    const ex = topX + Math.cos(a) * len,
      ey = topY + Math.abs(Math.sin(a)) * len * 0.45 + len * 0.25 * (Math.sin(a) < 0 ? -0.4 : 1)
    const mx = topX + Math.cos(a) * len * 0.5,
      my = topY - len * 0.18
    out +=
      `<path d="M${f(topX)} ${f(topY)} Q${f(mx)} ${f(my)} ${f(ex)} ${f(ey)} Q${f(mx)} ${f(my + 16)} ${f(topX)} ` +
      `${f(topY + 6)} Z" fill="${shade(green, between(r, -0.2, 0.15))}"/>`
  }
  return out
}

export function cypress(r: Rng, x: number, base: number, height: number): string {
  const g = shade(pick(r, GREENS), -0.25)
  return `<ellipse cx="${f(x)}" cy="${f(base - height / 2)}" rx="${f(height * 0.11)}" ry="${f(height / 2)}" fill="${g}"/>`
}
