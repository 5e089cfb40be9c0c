import { pick, type Rng } from '../random'

/** Warm Riviera colours: skies by time of day, façades, roofs, sea and greenery. */
export const SKIES = [
  { top: '#2f6fb5', bottom: '#bcd9f0', sun: '#fff6d8' }, // midday
  { top: '#3b7fc4', bottom: '#e8eef2', sun: '#ffffff' }, // clear morning
  { top: '#46589a', bottom: '#f6b77c', sun: '#ffd58a' }, // late afternoon
  { top: '#27306b', bottom: '#f08a5d', sun: '#ffc36b' }, // sunset
  { top: '#5b8fcf', bottom: '#f3e1c0', sun: '#fff1c7' }, // golden hour
] as const
export const FACADES = [
  '#e9c89a',
  '#f1dcc0',
  '#e7b48f',
  '#f4e6d0',
  '#d9a07a',
  '#f2d3b3',
  '#eadfca',
  '#f6efe3',
  '#e5bfa6',
  '#d8b88c',
] as const
export const ROOFS = ['#b5553a', '#a8472f', '#c2673f', '#8f4a36'] as const
export const SHUTTERS = ['#6d8f6a', '#4f7a8a', '#8fa68c', '#3f6d7a', '#b9a27e'] as const
export const SEAS = [
  { far: '#4f8fbf', near: '#1d5f8a' },
  { far: '#5aa3c8', near: '#1f6f96' },
  { far: '#3c7aa8', near: '#174a70' },
] as const
export const GREENS = ['#3f6b3a', '#4f7d3f', '#2f5a35', '#5d8a4a'] as const
export const WALLS = ['#efe6d8', '#e8ddd0', '#f3efe8', '#e6d7c3', '#dfe3e0', '#efe2cf'] as const
export const FLOORS = ['#a9825b', '#c49a6c', '#8b6a4c', '#d8cfc2', '#b8a48c'] as const
export const FABRICS = [
  '#e8e2d6',
  '#7d8c9a',
  '#c9b79c',
  '#3f4c5a',
  '#b47a5a',
  '#d9cbb5',
  '#6f7f6a',
] as const

/** A colour darkened (negative) or lightened (positive) by `amount` in -1..1. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount
    return Math.max(0, Math.min(255, Math.round(v)))
  })
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

export const pickShade = (r: Rng, list: readonly string[], spread = 0.12): string =>
  shade(pick(r, list), (r() - 0.5) * spread * 2)
