import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type CategoryId,
  type Chrome,
  failingAudits,
  formatFailing,
  launchChrome,
  runLighthouse,
  score,
  type SitePage,
  sitePages,
} from '../../bench/lighthouse'
import { baseUrl } from './browser'

// Accessibility, SEO and agentic browsing (the tools the page offers assistants, llms.txt, the
// AI catalog): Lighthouse's fastest categories, and the ones a page either passes or not.
const CATEGORIES: CategoryId[] = ['accessibility', 'seo', 'agentic-browsing']
const PAGES = ['home', 'list', 'detail', 'contact']

let chrome: Chrome
let pages: SitePage[]

beforeAll(async () => {
  chrome = await launchChrome()
  pages = await sitePages(baseUrl())
})

afterAll(() => {
  chrome?.kill()
})

describe('Lighthouse (mobile)', () => {
  it.for(PAGES)(
    'the %s page scores 100 in accessibility, SEO and agentic browsing',
    { timeout: 240_000 },
    async (name) => {
      const page = pages.find((p) => p.name === name)!
      const lhr = await runLighthouse(baseUrl() + page.path, chrome.port, CATEGORIES)
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)]))
      expect(
        scores,
        `Lighthouse on ${page.path}:\n${formatFailing(failingAudits(lhr, CATEGORIES), 10)}`,
      ).toEqual({ accessibility: 100, seo: 100, 'agentic-browsing': 100 })
    },
  )
})
