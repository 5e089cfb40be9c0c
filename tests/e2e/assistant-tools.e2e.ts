import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Offer } from '@contract/offer'

import en from '../../site/src/i18n/locales/en.json'
import fr from '../../site/src/i18n/locales/fr.json'
import { apiJson } from './api'
import { jsErrors, newVisitor, useBrowser } from './browser'
import { useDemoCatalogue } from './demo-catalogue'

/**
 * Assistants in the browser (WebMCP, which Chromium exposes here with WebMCPTesting): the tools a
 * page offers, read and called through the page's model context as an assistant would.
 */
const browser = useBrowser()
const { demo } = useDemoCatalogue()

type ToolView = { name: string; description: string; inputSchema: { properties?: object } }

/** The page's tools, as an assistant lists them. */
const toolsOf = (page: Page): Promise<ToolView[]> =>
  page.evaluate(async () => {
    const context = (document as unknown as { modelContext: { getTools(): Promise<ToolView[]> } })
      .modelContext
    return (await context.getTools()).map(({ name, description, inputSchema }) => ({
      name,
      description,
      inputSchema,
    }))
  })

/** Calls a tool as an assistant does; its answer is left in `window.toolAnswer` once it comes. */
const callTool = (page: Page, name: string, input: Record<string, unknown>) =>
  page.evaluate(
    async ({ name, input }) => {
      type Context = {
        getTools(): Promise<Array<{ name: string }>>
        executeTool(tool: unknown, input: unknown): Promise<string>
      }
      const context = (document as unknown as { modelContext: Context }).modelContext
      const tool = (await context.getTools()).find((t) => t.name === name)
      if (!tool) throw new Error(`no tool ${name}`)
      const w = window as unknown as { toolAnswer?: string }
      void context.executeTool(tool, input).then(
        (answer) => (w.toolAnswer = answer),
        (err: unknown) => (w.toolAnswer = `failed: ${String(err)}`),
      )
    },
    { name, input },
  )
const toolAnswer = (page: Page) =>
  page.evaluate(() => (window as unknown as { toolAnswer?: string }).toolAnswer ?? null)

const byName = (tools: ToolView[], name: string) => tools.find((t) => t.name === name)

describe('tools for assistants in the browser', () => {
  it('a French page lists its tools with French descriptions', async () => {
    const { page, context } = await newVisitor(browser())
    await page.goto('/?lang=fr')
    await expect
      .poll(async () => (await toolsOf(page)).map((t) => t.name).sort())
      .toEqual(['find_offers', 'search_offers'])
    const tools = await toolsOf(page)
    expect(byName(tools, 'search_offers')?.description).toBe(fr['assistant.searchOffers'])
    expect(byName(tools, 'find_offers')?.description).toBe(fr['assistant.findOffers'])
    expect(Object.keys(byName(tools, 'find_offers')?.inputSchema.properties ?? {})).toEqual([
      'salerent',
      'type',
      'rooms',
      'where',
      'budget',
    ])

    const sale = demo('sale', (o) => o.of_sell)
    await page.goto(`/offers/details/${sale.of_slug_fr}?lang=fr`)
    await expect
      .poll(async () => byName(await toolsOf(page), 'ask_for_visit')?.description)
      .toBe(fr['assistant.askVisit'])
    const visit = byName(await toolsOf(page), 'ask_for_visit')
    expect(Object.keys(visit?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['co_firstname', 'co_email1', 'date_start', 'date_end', 'comment']),
    )

    await page.goto('/contact?lang=fr')
    await expect
      .poll(async () => byName(await toolsOf(page), 'contact_agency')?.description)
      .toBe(fr['assistant.contact'])

    await page.goto('/estimate?lang=fr')
    await expect
      .poll(async () => byName(await toolsOf(page), 'estimate_property')?.description)
      .toBe(fr['assistant.estimate'])
    const estimate = byName(await toolsOf(page), 'estimate_property')
    expect(Object.keys(estimate?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['district', 'type', 'surface', 'rooms', 'features', 'email', 'tel']),
    )
    await context.close()
  })

  it('follows the language the visitor picks, without an error in the page', async () => {
    const { page, context } = await newVisitor(browser())
    await page.goto('/')
    await expect
      .poll(async () => byName(await toolsOf(page), 'search_offers')?.description)
      .toBe(en['assistant.searchOffers'])
    await page.getByRole('button', { name: /^Language/ }).click()
    await page.getByRole('button', { name: 'Français' }).click()
    await expect
      .poll(async () => byName(await toolsOf(page), 'search_offers')?.description)
      .toBe(fr['assistant.searchOffers'])
    expect((await toolsOf(page)).filter((t) => t.name === 'search_offers')).toHaveLength(1)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it('search_offers answers with the offers matching its filters, as the list finds them', async () => {
    const { page, context } = await newVisitor(browser())
    await page.goto('/?lang=fr')
    await expect.poll(async () => byName(await toolsOf(page), 'search_offers')).toBeTruthy()
    await callTool(page, 'search_offers', { salerent: 'sales', where: 'monaco', limit: 20 })
    await expect.poll(() => toolAnswer(page)).not.toBeNull()
    const answer = JSON.parse(
      (JSON.parse((await toolAnswer(page)) as string) as { content: { text: string }[] }).content[0]
        .text,
    ) as {
      total: number
      offers: Array<{ name: string; price: string; url: string; district: string | null }>
    }
    const listed = await apiJson<{ data: Offer[]; meta: { total: number } }>(
      '/web/1.0/offers?lang=fr&sale=true&monaco=true&limit=20',
    )
    expect(listed.data.length).toBeGreaterThan(0)
    expect(answer.total).toBe(listed.meta.total)
    expect(answer.offers.map((o) => o.name)).toEqual(listed.data.map((o) => o.of_name_fr))
    for (const [i, offer] of answer.offers.entries()) {
      expect(new URL(offer.url).pathname).toBe(`/offers/details/${listed.data[i].of_slug_fr}`)
      expect(offer.price).toMatch(/^Vente /)
    }
    // A narrower search finds fewer, and nothing for rent among offers for sale only.
    await page.evaluate(() => delete (window as unknown as { toolAnswer?: string }).toolAnswer)
    await callTool(page, 'search_offers', { salerent: 'sales', where: 'monaco', budget_max: 1 })
    await expect.poll(() => toolAnswer(page)).not.toBeNull()
    expect((await toolAnswer(page)) ?? '').toContain('\\"total\\":0')
    await context.close()
  })

  it('the contact form is filled by the tool, and sent only when the visitor sends it', async () => {
    const { page, context } = await newVisitor(browser())
    await page.goto('/contact?lang=fr')
    await expect.poll(async () => byName(await toolsOf(page), 'contact_agency')).toBeTruthy()
    const sent: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/web/1.0/contactus') sent.push(r.method())
    })
    const form = page.getByRole('form', { name: fr['contact.formTitle'] })
    await callTool(page, 'contact_agency', {
      firstname: 'Agathe',
      name: 'Assistée',
      email: 'agathe.assistee@example.com',
      tel: '+33 6 12 34 56 78',
      country: 'Monaco',
      message: 'Je cherche un trois-pièces avec vue mer.',
    })
    await expect
      .poll(() => form.getByRole('textbox', { name: fr['contact.message'] }).inputValue())
      .toBe('Je cherche un trois-pièces avec vue mer.')
    expect(await form.getByRole('textbox', { name: fr['contact.email'] }).inputValue()).toBe(
      'agathe.assistee@example.com',
    )
    // Filled, not sent: the visitor reads it first.
    await page.waitForTimeout(1_000)
    expect(sent).toEqual([])
    expect(await toolAnswer(page)).toBeNull()

    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/web/1.0/contactus' && r.request().method() === 'POST',
      { timeout: 30_000 },
    )
    await form.getByRole('button', { name: fr['contact.send'] }).click()
    expect((await answered).status()).toBe(200)
    await expect.poll(() => toolAnswer(page)).toBe(fr['assistant.submitted'])
    await context.close()
  })
})
