import { childrenNamed, parseXml, type XmlNode } from './xml-tree'

/**
 * A structural check of a Kyero v3 feed, from Kyero's published schema (the element tree, types
 * and patterns) plus the limits of its written specification. Elements the schema does not know
 * but later versions of the specification added are warnings; anything else unknown is an error.
 */
export type Report = { errors: string[]; warnings: string[]; properties: number }

export const KYERO_LANGUAGES = 'ca de da en es fi fr it nl no pt ru sv'.split(' ')
const DATE = /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/
const PRICE = /^([0-9]+|x)$/
const TYPE = /^[a-zA-Z&\s()/-]+$/
const BOOL = /^(|0|1)$/
const DECIMAL = /^-?\d+(\.\d+)?$/
const NON_NEGATIVE = /^\d+$/
const INTEGER = /^-?\d+$/
const ENERGY = /^[A-GX]$/
const PAGE_URL = /^https?:\/\/\S+$/
const IMAGE_URL = /^(https?|ftp):\/\/\S+\.(gif|jpe?g|png)$/i
const AGENT = 'id name email tel fax mob addr1 addr2 town region postcode country'.split(' ')
/** In the schema (xs:all: any order, each at most once). */
const PROPERTY = (
  'id date ref price currency price_freq part_ownership leasehold new_build type town province ' +
  'country location location_detail beds baths pool surface_area energy_rating url desc features ' +
  'images notes'
).split(' ')
/** Added by the specification after the schema (3.5–3.8). */
const LATER =
  'video_url virtual_tour_url catastral prime email contact_number whatsapp_number'.split(' ')
const REQUIRED = 'id date ref price price_freq type town province desc images'.split(' ')

export function checkKyero(xml: string): Report {
  const errors: string[] = []
  const warnings: string[] = []
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'))
    errors.push('the declaration must say UTF-8')
  const root = parseXml(xml)
  if (root.name !== 'root') errors.push(`the root is <root>, not <${root.name}>`)
  const order = root.children.map((c) => c.name)
  const expected = /^kyero(,agent)?(,property)+$/
  if (!expected.test(order.join(',')))
    errors.push(`<root> holds kyero, agent?, property+ in this order (got ${order.join(',')})`)
  for (const kyero of childrenNamed(root, 'kyero')) {
    only(kyero, ['feed_version', 'feed_generated'], 'kyero', errors)
    const version = text(kyero, 'feed_version')
    if (version === undefined || version.length < 1 || version.length > 3)
      errors.push('kyero/feed_version is required, 1 to 3 characters')
    const generated = text(kyero, 'feed_generated')
    if (generated !== undefined && !DATE.test(generated))
      errors.push(`kyero/feed_generated "${generated}" is not YYYY-MM-DD HH:MM:SS`)
  }
  for (const agent of childrenNamed(root, 'agent')) only(agent, AGENT, 'agent', errors)
  const ids = new Set<string>()
  const properties = childrenNamed(root, 'property')
  properties.forEach((p, i) => {
    const id = text(p, 'id') ?? `#${i + 1}`
    if (ids.has(id)) errors.push(`property ${id}: id used twice`)
    ids.add(id)
    checkProperty(p, `property ${id}`, errors, warnings)
  })
  return { errors, warnings, properties: properties.length }
}

const text = (node: XmlNode, name: string): string | undefined => childrenNamed(node, name)[0]?.text

/** Each child known and at most once. */
function only(
  node: XmlNode,
  allowed: string[],
  where: string,
  errors: string[],
  later: string[] = [],
  warnings: string[] = [],
) {
  const seen = new Set<string>()
  for (const c of node.children) {
    if (seen.has(c.name)) errors.push(`${where}: <${c.name}> appears twice`)
    seen.add(c.name)
    if (later.includes(c.name)) warnings.push(`${where}: <${c.name}> is not in the schema`)
    else if (!allowed.includes(c.name)) errors.push(`${where}: unknown element <${c.name}>`)
  }
}

function checkProperty(p: XmlNode, where: string, errors: string[], warnings: string[]) {
  const fail = (m: string) => errors.push(`${where}: ${m}`)
  only(p, PROPERTY, where, errors, LATER, warnings)
  for (const name of REQUIRED) if (!childrenNamed(p, name).length) fail(`<${name}> is required`)
  const value = (name: string) => text(p, name)
  const check = (name: string, ok: (v: string) => boolean, what: string) => {
    const v = value(name)
    if (v !== undefined && !ok(v)) fail(`<${name}> "${v}" ${what}`)
  }
  check('id', (v) => v.length >= 1 && v.length <= 50, 'must be 1 to 50 characters')
  check('date', (v) => DATE.test(v), 'is not YYYY-MM-DD HH:MM:SS')
  check('ref', (v) => v.length >= 1 && v.length <= 255, 'must be 1 to 255 characters')
  check(
    'price',
    (v) => PRICE.test(v) && v.length <= 8,
    'is not a whole number of 8 digits at most, nor x',
  )
  check('currency', (v) => ['EUR', 'GBP', 'USD'].includes(v), 'is not EUR, GBP or USD')
  check('price_freq', (v) => v === 'sale' || v === 'month', 'is not sale or month')
  for (const b of ['part_ownership', 'leasehold', 'new_build', 'pool'])
    check(b, (v) => BOOL.test(v), 'is not empty, 0 or 1')
  check('type', (v) => TYPE.test(v) && v.length >= 3, 'is not 3+ letters, spaces or &()/-')
  check('town', (v) => v.length >= 1, 'is empty')
  check('province', (v) => v.length >= 1, 'is empty')
  check('country', (v) => v.length <= 50, 'is longer than 50')
  check('location_detail', (v) => v.length <= 50, 'is longer than 50')
  check('beds', (v) => NON_NEGATIVE.test(v), 'is not a whole number')
  check('baths', (v) => NON_NEGATIVE.test(v), 'is not a whole number')
  check('notes', (v) => v.length <= 255, 'is longer than 255')
  const one = (name: string) => childrenNamed(p, name)[0]
  const location = one('location')
  if (location) {
    only(location, ['latitude', 'longitude'], `${where} location`, errors)
    for (const c of ['latitude', 'longitude']) {
      const v = text(location, c)
      if (v === undefined || !DECIMAL.test(v) || v.length > 15)
        fail(`location/${c} "${v ?? ''}" must be a decimal of 15 characters at most`)
    }
  }
  const surface = one('surface_area')
  if (surface) {
    only(surface, ['built', 'plot'], `${where} surface_area`, errors)
    for (const c of surface.children)
      if (!INTEGER.test(c.text)) fail(`surface_area/${c.name} "${c.text}" is not an integer`)
  }
  const energy = one('energy_rating')
  if (energy) {
    only(energy, ['consumption', 'emissions'], `${where} energy_rating`, errors)
    for (const c of energy.children)
      if (!ENERGY.test(c.text)) fail(`energy_rating/${c.name} "${c.text}" is not A to G or X`)
  }
  for (const group of ['url', 'desc']) {
    const node = one(group)
    if (!node) continue
    only(node, KYERO_LANGUAGES, `${where} ${group}`, errors)
    for (const c of node.children) {
      if (group === 'url' && (!PAGE_URL.test(c.text) || c.text.length > 255))
        fail(`url/${c.name} "${c.text}" is not an http(s) address of 255 characters at most`)
      if (group === 'desc' && /<\/?[a-z][^>]*>/i.test(c.text)) fail(`desc/${c.name} holds HTML`)
    }
  }
  const features = one('features')
  if (features) {
    const list = features.children
    if (list.length < 1 || list.length > 50) fail('features holds 1 to 50 <feature>')
    for (const f of list) {
      if (f.name !== 'feature') fail(`features: unknown element <${f.name}>`)
      if (f.text.length > 35) fail(`feature "${f.text}" is longer than 35`)
    }
  }
  const images = one('images')
  if (images) {
    if (images.children.length > 50) fail('more than 50 images')
    for (const img of images.children) {
      if (img.name !== 'image') {
        fail(`images: unknown element <${img.name}>`)
        continue
      }
      const id = img.attributes.id
      if (id === undefined || !NON_NEGATIVE.test(id) || Number(id) > 100)
        fail(`image id "${id ?? ''}" is not an integer from 0 to 100`)
      only(img, ['url'], `${where} image ${id ?? ''}`, errors)
      for (const u of childrenNamed(img, 'url')) {
        if (u.cdata) fail('an image url is in CDATA')
        if (!IMAGE_URL.test(u.text))
          fail(`image url "${u.text}" does not end in .jpg, .png or .gif`)
      }
    }
  }
}
