import type { AgencyCard } from './llms-txt'

/**
 * `/.well-known/ai-catalog.json` (Agent Resource Discovery, spec 1.0): where assistants and
 * registries find what the site offers them: its llms.txt, which names the public search behind
 * its lists and the tools its pages register (WebMCP).
 */
export function aiCatalog(origin: string, agency: AgencyCard) {
  // The publisher part of each identifier: the site's host name, as the URN allows it.
  const publisher = new URL(origin).hostname.replace(/[^a-zA-Z0-9.-]/g, '-')
  const urn = (name: string) => `urn:air:${publisher}:property-agency:${name}`
  return {
    specVersion: '1.0',
    host: { displayName: agency.name, documentationUrl: `${origin}/llms.txt` },
    entries: [
      {
        identifier: urn('llms-txt'),
        displayName: `${agency.name}: the agency and its site`,
        // llms.txt is how an assistant learns the site: its lists, its contacts, its tools.
        type: 'text/markdown; profile="urn:air:agent-skills"',
        url: `${origin}/llms.txt`,
        description:
          'The agency, its contact details, its lists of properties for sale and for rent in Monaco and on the French Riviera, the ' +
          'public search behind them and the tools its pages offer.',
        tags: ['real estate', 'Monaco', 'French Riviera'],
        capabilities: [
          'search_offers',
          'find_offers',
          'ask_for_visit',
          'contact_agency',
          'estimate_property',
          'save_search_alert',
        ],
        representativeQueries: [
          'apartments for sale in Monaco',
          'villa to rent on the French Riviera',
          'ask for a visit of a property in Monte-Carlo',
        ],
      },
    ],
  }
}
