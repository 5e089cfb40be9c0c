import { LANGUAGE_NAMES, LANGUAGES } from '@contract/languages'

/** What llms.txt says about the agency: its settings, not the demo's. */
export type AgencyCard = { name: string; address: string; phone: string; email: string }

/**
 * `/llms.txt`: the agency and its site in Markdown for language models and assistants — what the
 * site offers, its main lists, how to reach the agency, the tools a page offers to an assistant
 * in the browser, and the public reads behind the pages.
 */
export function llmsTxt(origin: string, agency: AgencyCard): string {
  const link = (label: string, path: string, note: string) =>
    `- [${label}](${origin}${path}): ${note}`
  return [
    `# ${agency.name}`,
    '',
    `> Property agency in Monaco and on the French Riviera: apartments, villas, offices, shops and parking spaces for sale and for ` +
      `rent, with visits arranged by the agency's advisers. The site is in ${LANGUAGES.map((l) => LANGUAGE_NAMES[l]).join(', ')}.`,
    '',
    `${agency.address} · ${agency.phone} · ${agency.email}`,
    '',
    '## Properties',
    '',
    link(
      'For sale in Monaco',
      '/offers/sales/monaco',
      "Monaco's districts, each with the properties for sale there",
    ),
    link(
      'For rent in Monaco',
      '/offers/rents/monaco',
      "Monaco's districts, each with the properties for rent there",
    ),
    link('For sale in France', '/offers/sales/france', 'the French Riviera, by town and district'),
    link('For rent in France', '/offers/rents/france', 'the French Riviera, by town and district'),
    link(
      'All properties',
      '/offers',
      'the list with its filters (sale or rent, type, rooms, area, budget) and a map',
    ),
    link('Sitemap', '/sitemap.xml', 'every published property page, in each language'),
    '',
    'Each page exists in every language: add `?lang=` with one of ' +
      `${LANGUAGES.map((l) => `\`${l}\``).join(', ')}.`,
    '',
    '## The agency',
    '',
    link('Contact', '/contact', 'write to the agency; an adviser answers within one working day'),
    link(
      'Value my property',
      '/estimate',
      "a seller's valuation request, with the median price per m² of comparable properties for sale",
    ),
    link('About the agency', '/agence', 'who we are and how we work'),
    link('Legal notice', '/legalnotice', 'the company, personal data and cookies'),
    '',
    'A visit is asked for from the page of the property, with the dates the visitor is free.',
    '',
    '## Assistants in the browser',
    '',
    'Pages offer tools through WebMCP. `search_offers` (every page) reads the published properties',
    'matching a search and answers with each one’s name, displayed price, rooms, surface area,',
    'district and page address. The forms are tools an assistant fills for the visitor, who sends',
    'them: `find_offers` (home page search), `ask_for_visit` (a property page), `contact_agency`',
    '(contact page), `estimate_property` (the valuation page) and `save_search_alert` (the alert',
    'of a list). Nothing is sent on an assistant’s word alone.',
    '',
    '## Data',
    '',
    `- \`GET ${origin}/web/1.0/offers?lang=en&sale=true&monaco=true&limit=20\`: the published properties of a search as JSON ` +
      `(\`rent=true\`, \`france=true\`, \`district=<value>\`, \`room_<1-5>=true\`, \`budgetmin\`, \`budgetmax\`, \`skip\` narrow it)`,
    `- \`GET ${origin}/web/1.0/items\`: property types, services and districts, with their names in each language`,
    `- \`GET ${origin}/web/1.0/valuation/comparables?district=monte-carlo&type=1\`: how many published properties for sale of a ` +
      `district (a district value) and type (a type value) show a price and a surface, and their median price per m² in euros`,
    '',
  ].join('\n')
}
