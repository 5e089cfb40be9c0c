/**
 * Adding offers to a portal, or removing them from it, through Payload's REST API as the offer
 * list's bulk tools do. Two things shape it:
 * - a bulk PATCH of a hasMany relationship replaces the whole list, so each offer's new list is
 *   computed from its own, and offers ending with the same list share one request;
 * - offers have drafts. The bulk PATCH (without `draft`) reads and writes the published document
 *   only, so a pending draft is never published by it; but Payload then saves the published
 *   document as the latest version, which would hide the pending draft from the edit view. So a
 *   pending draft is put back as the latest version and given the same change, and publishing it
 *   later keeps the portals chosen here.
 */
export type Id = number | string
export type PortalChange = { portal: Id; add: boolean }
export type PortalBulkResult = {
  updated: Id[]
  unchanged: Id[]
  errors: { id: Id; message: string }[]
}

const sameId = (a: Id, b: Id) => String(a) === String(b)

/** Relationship values as ids, whatever depth they were read at. */
export const portalIds = (value: unknown): Id[] =>
  Array.isArray(value)
    ? value
        .map((v) => (v && typeof v === 'object' ? (v as { id?: Id }).id : v))
        .filter((v): v is Id => typeof v === 'number' || typeof v === 'string')
    : []

/** The offer's portals after the change, or null when the change makes no difference. */
export function changedPortals(current: Id[], { portal, add }: PortalChange): Id[] | null {
  const has = current.some((p) => sameId(p, portal))
  if (add) return has ? null : [...current, portal]
  return has ? current.filter((p) => !sameId(p, portal)) : null
}

/** One PATCH per distinct resulting list, and the offers the change leaves as they are. */
export function planPortalChange(
  offers: { id: Id; portals: Id[] }[],
  change: PortalChange,
): { groups: { portals: Id[]; ids: Id[] }[]; unchanged: Id[] } {
  const groups = new Map<string, { portals: Id[]; ids: Id[] }>()
  const unchanged: Id[] = []
  for (const offer of offers) {
    const next = changedPortals(offer.portals, change)
    if (!next) {
      unchanged.push(offer.id)
      continue
    }
    const key = next.map(String).join(',')
    const group = groups.get(key) ?? { portals: next, ids: [] }
    group.ids.push(offer.id)
    groups.set(key, group)
  }
  return { groups: [...groups.values()], unchanged }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>
type Options = { api: string; fetch?: Fetch; headers?: Record<string, string> }

const idsQuery = (key: string, ids: Id[], more: [string, string][] = []) =>
  `?${new URLSearchParams([...ids.map((id, i): [string, string] => [`${key}[${i}]`, String(id)]), ...more])}`

async function call<T>(o: Options, path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await (o.fetch ?? fetch)(`${o.api}${path}`, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...o.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json().catch(() => ({}))) as T & { errors?: { message?: string }[] }
  if (!res.ok && !Array.isArray((json as { docs?: unknown }).docs))
    throw new Error(json.errors?.[0]?.message ?? `${method} ${path}: ${res.status}`)
  return json
}

type Version = { id: Id; parent: Id; version?: { _status?: string; portals?: unknown } }

/** Applies the change to the given offers: published documents first, then pending drafts. */
export async function applyPortalChange(
  ids: Id[],
  change: PortalChange,
  o: Options,
): Promise<PortalBulkResult> {
  if (ids.length === 0) return { updated: [], unchanged: [], errors: [] }
  const more: [string, string][] = [
    ['depth', '0'],
    ['limit', String(ids.length)],
  ]
  const { docs } = await call<{ docs: { id: Id; portals?: unknown }[] }>(
    o,
    `/offers${idsQuery('where[id][in]', ids, [...more, ['select[portals]', 'true']])}`,
  )
  // Read before the PATCH, which makes its own version the latest.
  const latest = await call<{ docs: Version[] }>(
    o,
    `/offers/versions${idsQuery('where[parent][in]', ids, [...more, ['where[latest][equals]', 'true']])}`,
  )
  const { groups, unchanged } = planPortalChange(
    docs.map((d) => ({ id: d.id, portals: portalIds(d.portals) })),
    change,
  )
  const updated: Id[] = []
  const errors: PortalBulkResult['errors'] = []
  for (const group of groups) {
    const answer = await call<{ docs?: { id: Id }[]; errors?: { id?: Id; message?: string }[] }>(
      o,
      `/offers${idsQuery('where[id][in]', group.ids, [['depth', '0']])}`,
      'PATCH',
      { portals: group.portals },
    )
    for (const d of answer.docs ?? []) updated.push(d.id)
    for (const e of answer.errors ?? []) errors.push({ id: e.id ?? '', message: e.message ?? '' })
  }
  const drafts = latest.docs.filter(
    (v) => v.version?._status === 'draft' && updated.some((id) => sameId(id, v.parent)),
  )
  for (const draft of drafts) await carryToDraft(draft, change, o, errors)
  return { updated, unchanged, errors }
}

/** Puts a pending draft back on top (see above) and gives it the same change. */
async function carryToDraft(
  draft: Version,
  change: PortalChange,
  o: Options,
  errors: PortalBulkResult['errors'],
) {
  try {
    await call(
      o,
      `/offers/versions/${encodeURIComponent(String(draft.id))}?draft=true&depth=0`,
      'POST',
    )
    const next = changedPortals(portalIds(draft.version?.portals), change)
    if (next)
      await call(
        o,
        `/offers/${encodeURIComponent(String(draft.parent))}?draft=true&depth=0`,
        'PATCH',
        {
          portals: next,
        },
      )
  } catch (e) {
    errors.push({ id: draft.parent, message: e instanceof Error ? e.message : String(e) })
  }
}
