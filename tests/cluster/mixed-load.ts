import { solveCaptcha } from '../helpers/captcha'
import { renameOffer, type Staff } from './staff-api'

/** One request of the load through the proxy: what, when (ms since the load began), and its status (0: no answer). */
export type Outcome = { kind: string; start: number; end: number; status: number; error?: string }

/** What the load knows of the catalogue and the accounts it uses. */
export type LoadTargets = {
  slugs: string[]
  photos: Array<number | string>
  offerIds: number[]
  clients: Array<{ id: number; login: string }>
  clientPassword: string
  staff: Staff
}

/** The posts answered 200 and those not: each must be stored and mailed once, or not at all. */
export type Posted = { token: string; status: number; end: number }

export type LoadResult = {
  outcomes: Outcome[]
  contacts: Posted[]
  visits: Posted[]
}

let address = 0
/**
 * A fresh visitor address for each request, sent as X-Forwarded-For (the proxy appends its own
 * hop): every request counts against its own per-address limits, as many visitors would.
 */
const visitor = () => {
  address += 1
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]

/**
 * Runs `users` loops for `ms` against `baseUrl` (the proxy), each picking one request after
 * another: lists, details, searches, the map, photos and pages, and now and then a contact form
 * (robot check solved), a client's sign-in and visit request, or a staff edit. `mark` names the run.
 */
export async function mixedLoad(
  baseUrl: string,
  targets: LoadTargets,
  o: { ms: number; users: number; mark: string; started: number },
): Promise<LoadResult> {
  const result: LoadResult = { outcomes: [], contacts: [], visits: [] }
  const until = o.started + o.ms
  let serial = 0
  const timed = async (kind: string, run: () => Promise<number>) => {
    const start = Date.now() - o.started
    let status = 0
    let error: string | undefined
    try {
      status = await run()
    } catch (err) {
      // fetch's own message ("fetch failed") says nothing: the socket's error is its cause.
      const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause
      error = [(err as Error).message, cause?.code, cause?.message].filter(Boolean).join(': ')
    }
    result.outcomes.push({ kind, start, end: Date.now() - o.started, status, error })
    return status
  }
  const get = (path: string) => async () => {
    const res = await fetch(`${baseUrl}${path}`, {
      headers: { 'x-forwarded-for': visitor(), 'accept-encoding': 'br, gzip' },
      signal: AbortSignal.timeout(60_000),
    })
    await res.arrayBuffer()
    return res.status
  }
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': visitor(),
        ...(token ? { 'x-access-token': token } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    })
    return {
      status: res.status,
      body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
    }
  }
  const langs = ['fr', 'en', 'it']
  const actions: Array<[number, () => Promise<unknown>]> = [
    [5, () => timed('list', get(`/web/1.0/offers?lang=${pick(langs)}&limit=20`))],
    [5, () => timed('detail', get(`/web/1.0/offers/${pick(targets.slugs)}?lang=${pick(langs)}`))],
    [
      3,
      () => {
        const min = 100_000 * Math.ceil(Math.random() * 20)
        return timed(
          'search',
          get(`/web/1.0/offers?sale=true&budgetmin=${min}&budgetmax=${min * 5}`),
        )
      },
    ],
    [2, () => timed('map', get(`/web/1.0/offers?view=map&lang=${pick(langs)}`))],
    [4, () => timed('image', get(`/api/1.0/images/${pick(targets.photos)}/400/300/cover`))],
    [1, () => timed('page', get(`/offers/details/${pick(targets.slugs)}?lang=${pick(langs)}`))],
    [
      1,
      async () => {
        const token = `${o.mark}-c${++serial}`
        const altcha = await solveCaptcha(baseUrl).catch(() => '')
        if (!altcha) return
        const status = await timed('contact', async () => {
          const answer = await post('/web/1.0/contactus', {
            firstname: 'Charge',
            name: 'Cluster',
            country: 'Monaco',
            email: `${token}@example.com`,
            tel: '+377 00 00 00',
            message: `Load ${token}`,
            altcha,
          })
          return answer.status
        })
        result.contacts.push({ token, status, end: Date.now() - o.started })
      },
    ],
    [
      1,
      async () => {
        const client = pick(targets.clients)
        let token = ''
        await timed('signin', async () => {
          const answer = await post('/web/1.0/signin', {
            co_login: client.login,
            co_password: targets.clientPassword,
          })
          token = String(answer.body.accesstoken ?? '')
          return answer.status
        })
        if (!token) return
        const mark = `${o.mark}-v${++serial}`
        const status = await timed('visit', async () => {
          const answer = await post(
            '/web/1.0/ask',
            {
              offer: pick(targets.slugs),
              date_start: '2027-06-01',
              date_end: '2027-06-02',
              ac_comment: `Visite ${mark}`,
            },
            token,
          )
          return answer.status
        })
        result.visits.push({ token: mark, status, end: Date.now() - o.started })
      },
    ],
    [
      1,
      () =>
        timed('edit', () =>
          renameOffer(baseUrl, targets.staff, pick(targets.offerIds), `Charge ${++serial}`),
        ),
    ],
  ]
  const total = actions.reduce((sum, [w]) => sum + w, 0)
  const next = () => {
    let r = Math.random() * total
    for (const [w, run] of actions) if ((r -= w) < 0) return run
    return actions[0][1]
  }
  await Promise.all(
    Array.from({ length: o.users }, async () => {
      while (Date.now() < until) await next()()
    }),
  )
  return result
}
