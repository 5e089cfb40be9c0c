import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { useServer } from '../helpers/server'

const running = useServer()

/** The collections a relationship or upload field points to, with the fields that point there. */
function relationTargets(fields: Field[], from: string, into: Map<string, string[]>) {
  for (const field of fields) {
    if ((field.type === 'relationship' || field.type === 'upload') && 'relationTo' in field) {
      for (const to of [field.relationTo].flat())
        into.set(to, [...(into.get(to) ?? []), `${from}.${field.name}`])
    }
    if ('fields' in field && Array.isArray(field.fields)) relationTargets(field.fields, from, into)
    if (field.type === 'tabs') for (const tab of field.tabs) relationTargets(tab.fields, from, into)
  }
  return into
}

describe('titles in the admin', () => {
  it('every collection a field points to has a title field, so a picked record never reads "Untitled - ID: …"', async () => {
    const { collections } = running.payload.config
    const targets = new Map<string, string[]>()
    // Payload's own collections (locks, preferences) point to every collection and are never shown as a picker.
    for (const c of collections)
      if (!c.slug.startsWith('payload-')) relationTargets(c.fields, c.slug, targets)
    expect(targets.get('countries')).toContain('buildings.country')
    for (const [slug, from] of targets) {
      const target = collections.find((c) => c.slug === slug)!
      const title = target.admin.useAsTitle
      expect(title, `${slug} (pointed to by ${from.join(', ')})`).not.toBe('id')
      expect(
        target.flattenedFields.some((f) => f.name === title),
        `${slug}.${title} is a field`,
      ).toBe(true)
    }
  })

  it('names a reference value when only its title is asked for, as the pickers ask', async () => {
    const { payload } = running
    const item = await payload.create({
      collection: 'items',
      data: { kind: 'type', value: 903, text: 'mews', label_fr: 'Écurie', label_en: 'Mews house' },
    })
    const { docs } = await payload.find({
      collection: 'items',
      select: { title: true },
      where: { id: { equals: item.id } },
    })
    expect(docs.map((d) => d.title)).toEqual(['Écurie'])
  })
})
