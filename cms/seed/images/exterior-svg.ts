import { between, chance, intBetween, pick, type Rng } from '../random'
import { GREENS, pickShade, SEAS, shade, SKIES } from './palette'
import { clouds, cypress, facade, H, hills, palm, sea, sky, W } from './svg-parts'

export type ExteriorKind = 'seafront' | 'facade' | 'terrace' | 'villa'
export const EXTERIOR_KINDS: readonly ExteriorKind[] = ['seafront', 'facade', 'terrace', 'villa']

const f = (n: number) => n.toFixed(1)
const svg = (body: string, w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`

/** An outdoor "photo": sky, sea, coast and buildings, composed differently per kind. */
export function exteriorSvg(r: Rng, kind: ExteriorKind, width: number, height: number): string {
  const s = pick(r, SKIES)
  const horizon = between(r, 380, 560)
  let body =
    sky('sky', s, horizon, between(r, 150, W - 150), between(r, 80, horizon - 60)) +
    clouds(r, horizon)
  body += hills(r, horizon, shade(pick(r, GREENS), -0.35))
  if (kind === 'seafront') body += seafront(r, horizon)
  else if (kind === 'facade') body += closeFacade(r)
  else if (kind === 'terrace') body += terrace(r, horizon)
  else body += villa(r, horizon)
  return svg(body, width, height)
}

function seafront(r: Rng, horizon: number): string {
  const shore = horizon + between(r, 120, 220)
  let out = sea('sea', pick(r, SEAS), horizon, shore + 40, r)
  // Buildings climbing the hillside behind the shore, farther ones smaller and paler.
  for (let layer = 0; layer < 3; layer++) {
    const base = horizon + 30 + layer * 40
    let x = between(r, -80, 0)
    while (x < W) {
      const w = between(r, 80, 180) * (0.6 + layer * 0.25)
      if (chance(r, 0.85))
        out += facade(
          r,
          x,
          base,
          w,
          between(r, 60, 260) * (0.5 + layer * 0.35),
          0.18 - layer * 0.08,
        )
      x += w + between(r, 2, 30)
    }
  }
  out += `<rect y="${f(horizon + 140)}" width="${W}" height="${f(H - horizon)}" fill="${pickShade(r, ['#d9c7a6', '#cdb894'])}"/>`
  out += `<rect y="${f(horizon + 140)}" width="${W}" height="14" fill="#fff" fill-opacity="0.35"/>`
  for (let i = intBetween(r, 3, 7); i > 0; i--)
    out += palm(r, between(r, 0, W), between(r, horizon + 200, H), between(r, 220, 420))
  return out
}

function closeFacade(r: Rng): string {
  // A paler row of buildings behind, so no sky shows through between the near façades.
  let out = ''
  for (let x = -40; x < W; x += between(r, 180, 320))
    out += facade(r, x, H, between(r, 200, 340), between(r, 520, 760), 0.25)
  const n = intBetween(r, 1, 3)
  let x = between(r, -200, 100)
  for (let i = 0; i < n && x < W; i++) {
    const w = between(r, 500, 1000)
    out += facade(r, x, H + 20, w, between(r, 600, 920), 0.05)
    x += w + between(r, 20, 160)
  }
  if (chance(r, 0.7)) out += palm(r, between(r, 100, W - 100), H + 10, between(r, 500, 800))
  if (chance(r, 0.5)) out += cypress(r, between(r, 0, W), H, between(r, 300, 500))
  return out
}

function terrace(r: Rng, horizon: number): string {
  let out = sea('sea', pick(r, SEAS), horizon, H, r)
  // A headland or a neighbouring residence on one side of the view.
  const left = chance(r, 0.5)
  const w = between(r, 300, 520)
  out += facade(
    r,
    left ? between(r, -120, 0) : W - w + between(r, 0, 120),
    horizon + 180,
    w,
    between(r, 250, 420),
    0.1,
  )
  const deck = between(r, 760, 840)
  const stone = pickShade(r, ['#e9dfcf', '#d8ccb8', '#efe8dc'])
  out += `<rect y="${f(deck)}" width="${W}" height="${f(H - deck)}" fill="${stone}"/>`
  out += `<rect y="${f(deck)}" width="${W}" height="${f(H - deck)}" fill="#000" fill-opacity="0.06"/>`
  for (let i = 0; i < 8; i++)
    out += `<line x1="${f(W / 2)}" y1="${f(deck)}" x2="${f((i - 3.5) * 520 + W / 2)}" y2="${H}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`
  // Balustrade between terrace and view.
  const railY = deck - 110
  out +=
    `<rect y="${f(railY)}" width="${W}" height="16" fill="${shade(stone, 0.1)}"/>` +
    `<rect y="${f(deck - 10)}" width="${W}" height="12" fill="${shade(stone, -0.12)}"/>`
  for (let x = 10; x < W; x += 46)
    out += `<rect x="${x}" y="${f(railY + 16)}" width="18" height="${f(deck - railY - 24)}" rx="7" fill="${shade(stone, -0.05)}"/>`
  // Outdoor furniture: loungers and a parasol.
  const px = between(r, 200, W - 300)
  out +=
    `<rect x="${f(px - 4)}" y="${f(deck - 300)}" width="8" height="${f(330)}" fill="#8a7a66"/>` +
    `<path d="M${f(px - 220)} ${f(deck - 260)} Q${f(px)} ${f(deck - 360)} ${f(px + 220)} ${f(deck - 260)} ` +
    `Z" fill="${pickShade(r, ['#f3efe6', '#e4d2b0', '#c9d6d8'])}"/>`
  for (let i = 0; i < 2; i++)
    out += `<rect x="${f(px - 320 + i * 420)}" y="${f(deck + 60)}" width="260" height="40" rx="12" fill="${pickShade(r, ['#f7f3ea', '#ded6c8'])}"/>`
  if (chance(r, 0.6))
    out +=
      `<rect x="${f(between(r, 0, W - 120))}" y="${f(deck - 80)}" width="90" height="90" fill="#a3653f"/>` +
      palm(r, between(r, 60, W - 60), deck - 70, 260)
  return out
}

function villa(r: Rng, horizon: number): string {
  let out = sea('sea', pick(r, SEAS), horizon, horizon + 80, r)
  const lawn = pick(r, GREENS)
  out += `<rect y="${f(horizon + 60)}" width="${W}" height="${f(H - horizon)}" fill="${shade(lawn, 0.05)}"/>`
  const vx = between(r, 250, 700),
    vw = between(r, 600, 850)
  out += facade(r, vx, horizon + 330, vw, between(r, 240, 340), 0.12)
  out += facade(r, vx + vw * 0.6, horizon + 330, vw * 0.5, between(r, 150, 220), 0.16)
  // Pool with reflections in front of the villa.
  const py = horizon + 400
  out +=
    `<defs><linearGradient id="pool" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#7fd0e0"/><stop offset="1" stop-color="#2c8fb0"/>` +
    `</linearGradient></defs>`
  out += `<rect x="${f(between(r, 100, 300))}" y="${f(py)}" width="${f(between(r, 900, 1200))}" height="${f(H - py - 60)}" fill="#efe7d8"/>`
  out += `<rect x="${f(between(r, 180, 340))}" y="${f(py + 30)}" width="${f(between(r, 760, 1000))}" height="${f(H - py - 140)}" fill="url(#pool)"/>`
  for (let i = 0; i < 20; i++)
    out +=
      `<rect x="${f(between(r, 250, 1100))}" y="${f(between(r, py + 40, H - 120))}" width="${f(between(r, 30, 120))}" ` +
      `height="3" fill="#fff" fill-opacity="0.35"/>`
  for (let i = intBetween(r, 2, 5); i > 0; i--)
    out += chance(r, 0.6)
      ? palm(r, between(r, 0, W), between(r, horizon + 300, H), between(r, 300, 520))
      : cypress(r, between(r, 0, W), horizon + 340, between(r, 200, 380))
  return out
}
