import { between, chance, intBetween, pick, type Rng } from '../random'
import { FABRICS, FLOORS, pickShade, SEAS, shade, SKIES, WALLS } from './palette'
import { H, verticalGradient, W } from './svg-parts'

export type InteriorKind = 'living' | 'bedroom' | 'kitchen' | 'bathroom'
export const INTERIOR_KINDS: readonly InteriorKind[] = ['living', 'bedroom', 'kitchen', 'bathroom']

const f = (n: number) => n.toFixed(1)

/** An indoor "photo": a room in one-point perspective with a bright window onto the sea. */
export function interiorSvg(r: Rng, kind: InteriorKind, width: number, height: number): string {
  const wall = pickShade(r, WALLS, 0.05)
  const floorY = between(r, 640, 720)
  const vx = between(r, 650, 950)
  const backL = between(r, 260, 360),
    backR = W - between(r, 260, 360),
    backTop = between(r, 120, 180)
  let out = `<rect width="${W}" height="${H}" fill="${shade(wall, -0.12)}"/>`
  // Back wall, side walls, ceiling and floor of the room.
  out += `<rect x="${f(backL)}" y="${f(backTop)}" width="${f(backR - backL)}" height="${f(floorY - backTop)}" fill="${wall}"/>`
  out += `<path d="M0 0 L${f(backL)} ${f(backTop)} L${f(backL)} ${f(floorY)} L0 ${H} Z" fill="${shade(wall, -0.08)}"/>`
  out += `<path d="M${W} 0 L${f(backR)} ${f(backTop)} L${f(backR)} ${f(floorY)} L${W} ${H} Z" fill="${shade(wall, -0.18)}"/>`
  out += `<path d="M0 0 L${W} 0 L${f(backR)} ${f(backTop)} L${f(backL)} ${f(backTop)} Z" fill="${shade(wall, 0.06)}"/>`
  const floor =
    kind === 'bathroom' || kind === 'kitchen'
      ? pickShade(r, ['#e6e0d6', '#cfc8bc', '#d9d2c4'])
      : pickShade(r, FLOORS)
  out += `<path d="M0 ${H} L${f(backL)} ${f(floorY)} L${f(backR)} ${f(floorY)} L${W} ${H} Z" fill="${floor}"/>`
  for (let i = 1; i < 14; i++) {
    const t = i / 14
    out += `<line x1="${f(backL + (backR - backL) * t)}" y1="${f(floorY)}" x2="${f(W * t)}" y2="${H}" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>`
  }
  out += windowLight(r, backL, backR, backTop, floorY)
  if (kind === 'living') out += living(r, floorY, vx)
  else if (kind === 'bedroom') out += bedroom(r, floorY, vx)
  else if (kind === 'kitchen') out += kitchen(r, floorY, backL, backR)
  else out += bathroom(r, floorY, vx)
  if (chance(r, 0.7)) out += plant(r, between(r, 80, 260), H - between(r, 20, 80))
  const body = out
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" ` +
    `preserveAspectRatio="xMidYMid slice">${body}</svg>`
  )
}

function windowLight(r: Rng, backL: number, backR: number, top: number, floorY: number): string {
  const s = pick(r, SKIES),
    seaC = pick(r, SEAS)
  const wx = between(r, backL + 40, backL + 200),
    ww = between(r, backR - backL - 480, backR - backL - 260)
  const wy = top + between(r, 40, 80),
    wh = floorY - wy - between(r, 30, 160)
  const horizon = wy + wh * between(r, 0.45, 0.65)
  const windowFill = verticalGradient('win', shade(s.top, 0.35), shade(s.bottom, 0.3))
  let out = `<defs>${windowFill}
${verticalGradient('beam', '#fff8e6', '#fff8e6', 0.45, 0)}</defs>`
  out += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(horizon - wy)}" fill="url(#win)"/>`
  out += `<rect x="${f(wx)}" y="${f(horizon)}" width="${f(ww)}" height="${f(wy + wh - horizon)}" fill="${shade(seaC.far, 0.25)}"/>`
  const panes = intBetween(r, 2, 4)
  for (let i = 1; i < panes; i++)
    out += `<rect x="${f(wx + (ww / panes) * i - 5)}" y="${f(wy)}" width="10" height="${f(wh)}" fill="#f4f1ea"/>`
  out += `<rect x="${f(wx - 10)}" y="${f(wy - 10)}" width="${f(ww + 20)}" height="${f(wh + 20)}" fill="none" stroke="#f7f4ee" stroke-width="14"/>`
  // Curtains and the patch of sunlight thrown on the floor.
  out += `<rect x="${f(wx - 70)}" y="${f(wy - 30)}" width="60" height="${f(wh + 60)}" fill="${pickShade(r, FABRICS)}" fill-opacity="0.9"/>`
  out += `<path d="M${f(wx)} ${f(wy + wh)} L${f(wx + ww)} ${f(wy + wh)} L${f(wx + ww + 260)} ${H} L${f(wx - 160)} ${H} Z" fill="url(#beam)"/>`
  return out
}

function living(r: Rng, floorY: number, vx: number): string {
  const fabric = pickShade(r, FABRICS),
    y = floorY + between(r, 60, 120),
    w = between(r, 520, 720),
    x = vx - w / 2
  let out = `<ellipse cx="${f(vx)}" cy="${f(y + 150)}" rx="${f(w * 0.7)}" ry="90" fill="${pickShade(r, FABRICS)}" fill-opacity="0.8"/>`
  out += `<rect x="${f(x)}" y="${f(y - 150)}" width="${f(w)}" height="110" rx="22" fill="${shade(fabric, -0.1)}"/>`
  out += `<rect x="${f(x - 30)}" y="${f(y - 60)}" width="${f(w + 60)}" height="110" rx="18" fill="${fabric}"/>`
  for (let i = 0; i < 3; i++)
    out += `<rect x="${f(x + 40 + i * (w / 3))}" y="${f(y - 120)}" width="${f(w / 4)}" height="70" rx="18" fill="${shade(pickShade(r, FABRICS), 0.1)}"/>`
  out +=
    `<rect x="${f(vx - 180)}" y="${f(y + 110)}" width="360" height="30" rx="6" fill="${shade(pick(r, FLOORS), -0.3)}"/>` +
    `<rect x="${f(vx - 150)}" y="${f(y + 140)}" width="14" height="60" fill="#3a3028"/>` +
    `<rect x="${f(vx + 136)}" y="${f(y + 140)}" width="14" height="60" fill="#3a3028"/>`
  out +=
    `<line x1="${f(vx + w * 0.75)}" y1="${f(y + 40)}" x2="${f(vx + w * 0.75)}" y2="${f(y - 330)}" stroke="#2f2a25" ` +
    `stroke-width="6"/><ellipse cx="${f(vx + w * 0.75)}" cy="${f(y - 340)}" rx="60" ry="40" fill="#f6e7c4"/>`
  return out
}

function bedroom(r: Rng, floorY: number, vx: number): string {
  const sheet = pickShade(r, ['#f5f2ec', '#ebe6dc', '#e8ecef']),
    y = floorY + between(r, 80, 140),
    w = between(r, 560, 700)
  let out = `<rect x="${f(vx - w / 2)}" y="${f(y - 300)}" width="${f(w)}" height="200" rx="10" fill="${pickShade(r, FABRICS)}"/>`
  out += `<rect x="${f(vx - w / 2 - 20)}" y="${f(y - 120)}" width="${f(w + 40)}" height="200" rx="14" fill="${sheet}"/>`
  out += `<rect x="${f(vx - w / 2 - 20)}" y="${f(y - 20)}" width="${f(w + 40)}" height="100" rx="10" fill="${pickShade(r, FABRICS)}" fill-opacity="0.9"/>`
  for (let i = 0; i < 2; i++)
    out += `<rect x="${f(vx - w / 2 + 40 + i * (w / 2))}" y="${f(y - 160)}" width="${f(w / 2 - 80)}" height="70" rx="24" fill="#ffffff"/>`
  for (const side of [-1, 1])
    out +=
      `<rect x="${f(vx + side * (w / 2 + 60) - 60)}" y="${f(y - 100)}" width="120" height="110" fill="${shade(pick(r, FLOORS), -0.2)}"/>` +
      `<ellipse cx="${f(vx + side * (w / 2 + 60))}" cy="${f(y - 150)}" rx="36" ry="46" fill="#f6e7c4"/>`
  return out
}

function kitchen(r: Rng, floorY: number, backL: number, backR: number): string {
  const unit = pickShade(r, ['#f2efe9', '#2f3a44', '#6d7f74', '#d8cbb6']),
    top = pickShade(r, ['#f4f4f2', '#2b2b2b', '#c9c1b5'])
  let out =
    `<rect x="${f(backL)}" y="${f(floorY - 220)}" width="${f(backR - backL)}" height="220" fill="${unit}"/>` +
    `<rect x="${f(backL)}" y="${f(floorY - 236)}" width="${f(backR - backL)}" height="18" fill="${top}"/>`
  for (let x = backL + 10; x < backR - 100; x += 130)
    out +=
      `<rect x="${f(x)}" y="${f(floorY - 200)}" width="118" height="190" fill="#000" fill-opacity="0.06"/>` +
      `<rect x="${f(x + 50)}" y="${f(floorY - 190)}" width="20" height="6" fill="#b8b8b8"/>`
  const iy = floorY + between(r, 90, 150),
    ix = between(r, 400, 700)
  out +=
    `<rect x="${f(ix)}" y="${f(iy - 180)}" width="600" height="200" fill="${shade(unit, -0.08)}"/>` +
    `<rect x="${f(ix - 20)}" y="${f(iy - 200)}" width="640" height="26" fill="${top}"/>`
  for (let i = 0; i < 3; i++)
    out +=
      `<rect x="${f(ix + 100 + i * 180)}" y="${f(iy - 40)}" width="14" height="150" fill="#3a3430"/>` +
      `<ellipse cx="${f(ix + 107 + i * 180)}" cy="${f(iy - 50)}" rx="46" ry="14" fill="#3a3430"/>`
  for (let i = 0; i < 3; i++)
    out +=
      `<line x1="${f(ix + 120 + i * 180)}" y1="0" x2="${f(ix + 120 + i * 180)}" y2="${f(iy - 440)}" stroke="#222" ` +
      `stroke-width="3"/><ellipse cx="${f(ix + 120 + i * 180)}" cy="${f(iy - 430)}" rx="40" ry="26" fill="#f3d79a"/>`
  return out
}

function bathroom(r: Rng, floorY: number, vx: number): string {
  const tile = pickShade(r, ['#e9e6df', '#d7dcdc', '#efe9e0'])
  let out = `<rect x="${f(vx - 520)}" y="${f(floorY - 320)}" width="1040" height="320" fill="${tile}"/>`
  for (let x = vx - 520; x < vx + 520; x += 80)
    out += `<line x1="${f(x)}" y1="${f(floorY - 320)}" x2="${f(x)}" y2="${f(floorY)}" stroke="#000" stroke-opacity="0.07"/>`
  out +=
    `<ellipse cx="${f(vx - 150)}" cy="${f(floorY + 40)}" rx="300" ry="80" fill="#fbfbfa"/>` +
    `<ellipse cx="${f(vx - 150)}" cy="${f(floorY + 30)}" rx="270" ry="55" fill="#cfe3ea"/>`
  out +=
    `<rect x="${f(vx + 220)}" y="${f(floorY - 120)}" width="300" height="140" fill="${shade(pick(r, FLOORS), -0.15)}"/>` +
    `<ellipse cx="${f(vx + 370)}" cy="${f(floorY - 128)}" rx="110" ry="20" fill="#fbfbfa"/>`
  out += `<rect x="${f(vx + 260)}" y="${f(floorY - 430)}" width="220" height="260" rx="110" fill="#c9d8dd" stroke="#b59a6a" stroke-width="8"/>`
  return out
}

function plant(r: Rng, x: number, base: number): string {
  let out =
    `<path d="M${f(x - 55)} ${f(base - 110)} L${f(x + 55)} ${f(base - 110)} L${f(x + 40)} ${f(base)} L${f(x - 40)} ` +
    `${f(base)} Z" fill="${pickShade(r, ['#c8b59a', '#5a5652', '#e6ddd0'])}"/>`
  for (let i = 0; i < 12; i++) {
    const a = -Math.PI / 2 + between(r, -1.1, 1.1),
      len = between(r, 120, 260)
    out +=
      `<path d="M${f(x)} ${f(base - 110)} Q${f(x + Math.cos(a) * len * 0.3 - 20)} ${f(base - 110 - len * 0.6)} ` +
      `${f(x + Math.cos(a) * len)} ${f(base - 110 + Math.sin(a) * len)} Q${f(x + Math.cos(a) * len * 0.3 + 20)} ` +
      `${f(base - 110 - len * 0.5)} ${f(x)} ${f(base - 110)} Z" fill="${shade('#4f7d3f', between(r, -0.3, 0.1))}"/>`
  }
  return out
}
