import { beforeAll, describe, expect, it } from 'vitest'

import { loadDashboard } from '@cms/admin/dashboard/load-dashboard'
import { loadDemand } from '@cms/admin/demand/demand'
import { seedActivity } from '@cms/seed/seed-activity'
import { makeClient, makeOffer, staffSession } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

/** The admin as French staff read it: words, Payload's phrases, the mail queue and the demand. */
const running = useServer({ admin: true })
type Id = number | string

let admin: Awaited<ReturnType<typeof staffSession>>
let editor: Awaited<ReturnType<typeof staffSession>>

/** A page of the admin as a signed-in staff member's browser gets it (Payload checks where the cookie comes from). */
async function adminPage(token: string, path: string, lang?: 'en') {
  const cookie = `payload-token=${token}${lang ? `; payload-lng=${lang}` : ''}`
  return request(running.url, 'GET', path, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
}

/** Documents as the admin's list reads them, through Payload's REST API. */
async function list<T>(token: string, path: string): Promise<T[]> {
  const res = await request(running.url, 'GET', path, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(res.status).toBe(200)
  return res.json<{ docs: T[] }>().docs
}

beforeAll(async () => {
  admin = await staffSession(running.payload, 'admin')
  editor = await staffSession(running.payload, 'editor')
})

describe('the mail status of contact messages', () => {
  it('is the mail queue’s: the dashboard counts the mails the contact-message list shows failed or pending', async () => {
    const p = running.payload
    // The demo's messages, one a staff member typed in (no mail), and one whose mail failed once and waits for its retry.
    await seedActivity(p, (await makeClient(p)).id)
    const typed = await p.create({
      collection: 'contact-messages',
      data: {
        firstname: 'Saisi',
        name: 'Main',
        email: 'saisi@example.com',
        tel: '+377 2',
        country: 'MC',
        message: 'Par téléphone',
      },
    })
    const retrying = await p.create({
      collection: 'contact-messages',
      data: {
        firstname: 'Re',
        name: 'Essai',
        email: 're@example.com',
        tel: '+377 3',
        country: 'MC',
        message: 'Bonjour',
        mail_status: 'pending',
      },
      context: { seeding: true },
    })
    const job = (await p.jobs.queue({
      task: 'sendMail' as never,
      input: {
        to: 'contact@belsunce.mc',
        subject: 'Message',
        text: 'Texte',
        refCollection: 'contact-messages',
        refId: String(retrying.id),
      } as never,
      queue: 'mail',
      waitUntil: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })) as { id: Id }
    await p.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: {
        totalTried: 1,
        log: [
          {
            id: 'try-1',
            executedAt: new Date().toISOString(),
            completedAt: new Date().toISOString(),
            taskSlug: 'sendMail',
            taskID: '1',
            state: 'failed',
            error: { message: 'SMTP down' },
          },
        ],
      },
    })

    const shown = await list<{ id: Id; mail_status: string; mail_error?: string | null }>(
      editor.token,
      '/cms-api/contact-messages?limit=100&depth=0',
    )
    const waiting = shown
      .filter((m) => ['failed', 'pending', 'retrying'].includes(m.mail_status))
      .map((m) => String(m.id))
    const dashboard = await loadDashboard(p, { user: admin.staff, locale: 'fr', firstItems: 100 })
    const card = dashboard.today.find((c) => c.key === 'mailsFailedOrPending')
    const queued = await p.find({
      collection: 'payload-jobs',
      where: { id: { in: card?.items.map((i) => i.id) ?? [] } },
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
    const referenced = queued.docs.map((j) => String((j.input as { refId?: string }).refId))
    expect({ dashboard: card?.count, list: waiting.length }).toEqual({
      dashboard: waiting.length,
      list: waiting.length,
    })
    expect(new Set(referenced)).toEqual(new Set(waiting))
    // In the same words: the retried mail's card item says it failed and will be tried again.
    expect(card?.items.find((i) => i.id === job.id)?.detail).toContain('Échec, nouvel essai prévu')
    // A message no mail was queued for is not waiting for one; the retried one shows its last error.
    expect(shown.find((m) => m.id === typed.id)?.mail_status).toBe('none')
    expect(shown.find((m) => m.id === retrying.id)).toMatchObject({
      mail_status: 'retrying',
      mail_error: 'SMTP down',
    })
    expect(waiting).toHaveLength(3)
  })
})

/** Payload's French phrases with gender marks, which the overrides replace. */
const BAD_PHRASES = ['un(e)', 'trouvé(e)', 'nouveau ou nouvelle', 'Aucun(e)', '&lt;Pas de ']

describe('the admin in French', () => {
  it('names reference values, statuses and saved-search values in French, without Payload’s gendered phrases', async () => {
    const p = running.payload
    await p.create({
      collection: 'items',
      data: {
        kind: 'type',
        value: 901,
        text: 'penthouse',
        label_fr: 'Attique',
        label_en: 'Penthouse',
      },
    })
    await p.create({
      collection: 'saved-searches',
      data: {
        frequency: 'daily',
        lang: 'fr',
        email: 'fr@example.com',
        filter: { monaco: 'true', sale: 'true', budgetmax: '2000000' },
      } as never,
    })
    const page = async (path: string) => {
      const res = await adminPage(editor.token, path)
      expect(res.status, path).toBe(200)
      const html = res.text()
      expect(
        BAD_PHRASES.filter((b) => html.includes(b)),
        path,
      ).toEqual([])
      return html
    }
    const has = (html: string, texts: string[]) =>
      expect(texts.filter((t) => !html.includes(t))).toEqual([])
    has(await page('/admin/collections/items'), ['Attique', 'Libellé (fr)', 'Nature'])
    has(await page('/admin/collections/saved-searches'), [
      'Quotidienne',
      'Français',
      'Vente',
      'Monaco',
    ])
    has(await page('/admin/collections/contact-messages'), [
      'Mail à l’agence',
      'Échec (abandonné)',
      'Aucun mail',
    ])
    // An empty list: Payload's "no results" and "create" phrases, as overridden.
    has(await page('/admin/collections/distances'), ['Aucun résultat dans', 'Créer'])
    // English staff keep Payload's English.
    expect((await adminPage(editor.token, '/admin/collections/distances', 'en')).text()).toContain(
      'Create New',
    )
  })

  it('names a reference value in the admin’s language in pickers, and finds it by either language', async () => {
    await running.payload.create({
      collection: 'items',
      data: {
        kind: 'type',
        value: 902,
        text: 'loft',
        label_fr: 'Atelier d’artiste',
        label_en: 'Artist’s loft',
      },
    })
    // What the offer form's "Type" picker asks for, as a French and as an English staff member:
    // the title field alone (Payload's relationship picker selects only the collection's title).
    const picker = async (search: string, lang?: 'en') => {
      const res = await request(
        running.url,
        'GET',
        `/cms-api/items?depth=0&select[title]=true&where[title][like]=${encodeURIComponent(search)}`,
        {
          headers: {
            Authorization: `JWT ${editor.token}`,
            ...(lang ? { cookie: `payload-lng=${lang}` } : {}),
          },
        },
      )
      expect(res.status).toBe(200)
      return res.json<{ docs: { title: string }[] }>().docs.map((d) => d.title)
    }
    expect(await picker('Atelier')).toEqual(['Atelier d’artiste'])
    expect(await picker('Atelier', 'en')).toEqual(['Artist’s loft'])
    expect(await picker('loft')).toEqual(['Atelier d’artiste'])
    // The item's page is titled in the admin's language too.
    const id = (
      await running.payload.find({ collection: 'items', where: { value: { equals: 902 } } })
    ).docs[0].id
    const heading = async (lang?: 'en') =>
      /<h1 class="doc-header__title[^>]*>([^<]*)</.exec(
        (await adminPage(editor.token, `/admin/collections/items/${id}`, lang)).text(),
      )?.[1]
    expect(await heading('en')).toBe('Artist’s loft')
    expect(await heading()).toBe('Atelier d’artiste')
  })
})

describe('the Mails view', () => {
  it('lists recipient, subject, kind, status and attempts for an administrator, and does not exist for an editor', async () => {
    const res = await adminPage(admin.token, '/admin/mails')
    expect(res.status).toBe(200)
    const html = res.text()
    for (const text of [
      'Destinataire',
      'Objet',
      'Statut',
      'Essais',
      'Dernière erreur',
      'contact@belsunce.mc',
      'Message de contact : Dmitri Volkov',
      'Échec (abandonné)',
      'Échec, nouvel essai prévu',
      'Envoyé',
      'SMTP connection timed out',
      'Renvoyer',
    ]) {
      expect(html, text).toContain(text)
    }
    // What a mail says is not shown: only who got what.
    expect(html).not.toContain('Message de Dmitri Volkov')
    const refused = await adminPage(editor.token, '/admin/mails')
    expect(refused.status).toBe(404)
    expect(refused.text()).not.toContain('Dmitri Volkov')
  })
})

describe('the demand view', () => {
  it('totals the saved searches by area and budget band and counts the public offers each finds now', async () => {
    const p = running.payload
    await makeOffer(p, { of_price_sell: 1_500_000 })
    await makeOffer(p, { of_price_sell: 8_000_000 })
    await makeOffer(p, { of_price_sell: 1_200_000, of_web: false })
    const search = (filter: Record<string, string>) =>
      p.create({
        collection: 'saved-searches',
        data: {
          frequency: 'weekly',
          lang: 'fr',
          email: 'd@example.com',
          confirmed: true,
          filter,
        } as never,
      })
    const cheap = await search({ monaco: 'true', sale: 'true', budgetmax: '2000000' })
    await search({ france: 'true', sale: 'true', budgetmin: '5000000', budgetmax: '12000000' })
    await search({ sale: 'true' })
    const demand = await loadDemand(p, { user: editor.staff, lang: 'fr' })
    const total = (rows: { label: string; searches: number }[], label: string) =>
      rows.find((r) => r.label === label)?.searches ?? 0
    // With the search of the French-labels test: two for Monaco up to 2 M €.
    expect(total(demand.byDistrict, 'Monaco')).toBe(2)
    expect(total(demand.byDistrict, 'Côte d’Azur')).toBe(1)
    expect(total(demand.byDistrict, 'Tous secteurs')).toBe(1)
    expect(total(demand.byBudget, '1 M € – 3 M €')).toBe(2)
    expect(total(demand.byBudget, '> 10 M €')).toBe(1)
    expect(total(demand.byBudget, 'Budget non précisé')).toBe(1)
    // Offers on the web for sale up to 2 M €: the off-the-web one does not count.
    expect(demand.rows.find((r) => r.id === cheap.id)).toMatchObject({
      area: 'Monaco',
      budget: expect.stringContaining('2'),
      confirmed: true,
      matching: 1,
      types: 'Tous types',
      rooms: 'Toutes',
    })

    const res = await adminPage(editor.token, '/admin/collections/saved-searches/demand')
    expect(res.status).toBe(200)
    const html = res.text()
    for (const text of [
      'Par secteur',
      'Par tranche de budget',
      'Offres correspondantes',
      'Tous secteurs',
      'Budget non précisé',
      'd@example.com',
    ])
      expect(html, text).toContain(text)
  })
})
