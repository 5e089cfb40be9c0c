import { at, childrenNamed, parseXml, type XmlNode } from './xml-tree'

/**
 * The required-field check of a JamesEdition feed (guidelines 3.x): the feed header and dealer,
 * then, for each advert, what the portal needs to publish it. Recommended fields are warnings.
 */
export type Report = { errors: string[]; warnings: string[]; adverts: number }

const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
const REFERENCE = /^[A-Za-z0-9_-]+$/
const ABSOLUTE = /^https?:\/\/\S+$/

export function checkJamesEdition(xml: string): Report {
  const errors: string[] = []
  const warnings: string[] = []
  const root = parseXml(xml)
  if (root.name !== 'jameslist_feed')
    errors.push(`the root is <jameslist_feed>, not <${root.name}>`)
  if (root.attributes.version !== '3.0') errors.push('jameslist_feed@version must be "3.0"')
  const value = (node: XmlNode, path: string) => at(node, path)?.text
  const required = (node: XmlNode, path: string, where: string) => {
    const v = value(node, path)
    if (!v) errors.push(`${where}: <${path}> is required`)
    return v ?? ''
  }
  const reference = required(root, 'feed_information/reference', 'feed')
  if (reference && !REFERENCE.test(reference))
    errors.push(`feed: reference "${reference}" is not [A-Za-z0-9_-]`)
  required(root, 'feed_information/title', 'feed')
  required(root, 'feed_information/description', 'feed')
  for (const d of ['created', 'updated']) {
    const v = required(root, `feed_information/${d}`, 'feed')
    if (v && !DATE.test(v)) errors.push(`feed: ${d} "${v}" is not YYYY-MM-DD HH:MM:SS`)
  }
  required(root, 'dealer/name', 'dealer')
  const dealerId = required(root, 'dealer/id', 'dealer')
  if (dealerId && !/^\d+$/.test(dealerId)) errors.push(`dealer: id "${dealerId}" is not an integer`)
  const adverts = at(root, 'adverts') ? childrenNamed(at(root, 'adverts') as XmlNode, 'advert') : []
  if (!at(root, 'adverts')) errors.push('feed: <adverts> is required')
  const refs = new Set<string>()
  for (const a of adverts) {
    const ref = a.attributes.reference ?? ''
    const where = `advert ${ref}`
    if (!REFERENCE.test(ref)) errors.push(`${where}: reference is not [A-Za-z0-9_-]`)
    if (refs.has(ref)) errors.push(`${where}: reference used twice`)
    refs.add(ref)
    if (a.attributes.category !== 'real estate')
      errors.push(`${where}: category must be "real estate"`)
    for (const path of [
      'type',
      'location/country',
      'location/city',
      'headline',
      'description',
      'real_estate_type',
    ])
      required(a, path, where)
    const onRequest = value(a, 'price_on_request')
    const price = at(a, 'price')
    if (onRequest !== 'yes' && onRequest !== 'no')
      errors.push(`${where}: price_on_request is yes or no`)
    if (!price) errors.push(`${where}: <price> is required (empty when on request)`)
    else if (onRequest === 'yes' && (price.text !== '' || price.children.length))
      errors.push(`${where}: the price on request must be empty`)
    else if (onRequest === 'no' && (!/^\d+$/.test(price.text) || !price.attributes.currency))
      errors.push(`${where}: price "${price.text}" needs a whole figure and a currency`)
    const images = at(a, 'media/images')
    const urls = images ? childrenNamed(images, 'image_url').map((u) => u.text) : []
    if (!urls.length) errors.push(`${where}: at least one image is required`)
    for (const u of urls)
      if (!ABSOLUTE.test(u)) errors.push(`${where}: image "${u}" is not absolute`)
    for (const path of ['contact_person/name', 'contact_person/email'])
      if (!value(a, path)) warnings.push(`${where}: <${path}> is recommended`)
  }
  return { errors, warnings, adverts: adverts.length }
}
