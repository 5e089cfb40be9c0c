import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

const root = path.dirname(fileURLToPath(import.meta.url))

/** A pattern matching any of the path fragments, written with "/" and matched with "/" or "\\". */
const anyOf = (fragments: string[]) =>
  new RegExp(
    fragments
      .map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]'))
      .join('|'),
  )

/**
 * The libraries every page runs (React, the router, translations, the query cache) travel as one
 * file, and so do the site's shared modules: a phone on a slow network pays one round trip for
 * each file a page needs before it can run, not only for its bytes. Route modules and what loads
 * on demand (login form, robot check, live channel, Markdown preview) stay separate. The offers'
 * photo, the line icons and the district tiles with their query, a few hundred bytes each that the
 * home page shows with other pages, travel in the shared file too: as files of their own their
 * headers cost more than their bodies.
 */
const framework = anyOf(
  [
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'i18next',
    'react-i18next',
    '@tanstack/query-core',
    '@tanstack/react-query',
    'cookie',
    'set-cookie-parser',
    'html-parse-stringify',
    'void-elements',
  ].map((name) => `node_modules/${name}/`),
)
const sharedModules = anyOf([
  ...['lib', 'api', 'i18n', 'app/layout', 'app/ssr', 'app/query-client'].map(
    (folder) => `site/src/${folder}/`,
  ),
  'site/src/root.tsx',
  '/contract/',
  'site/src/components/offer-image.tsx',
  'site/src/components/line-icon.tsx',
  'site/src/features/districts/components/district-tile-list.tsx',
  'site/src/features/districts/api/get-districts.ts',
])
// Shared folders' modules that only some pages use (the offer detail, the list and its map, the
// visit request, the cost estimate, a signed-in client's favourites and replies): in the shared
// file, every first page would download them.
const pageOnlyModules = anyOf([
  'site/src/api/account-favourites.ts',
  'site/src/lib/favourites-merge.ts',
  '/contract/energy-scales.ts',
  '/contract/format-duration.ts',
  '/contract/geo.ts',
  '/contract/purchase-cost.ts',
  '/contract/cost-defaults.ts',
  '/contract/listing-legal.ts',
  '/contract/visit-dates.ts',
  '/contract/message-reply.ts',
  'site/src/app/ssr/offer-json-ld.ts',
  'site/src/lib/input-masks.ts',
  'site/src/lib/decimal-number.ts',
])
const inSharedFile = (id: string) => sharedModules.test(id) && !pageOnlyModules.test(id)

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // React Router's framework mode: one build for the browser (build/client) and one the Express server renders with (build/server).
  plugins: [reactRouter()],
  // The one module the site shares with the server: the API's shapes, limits and formatters.
  resolve: { alias: { '@contract': path.join(root, '../contract') } },
  build: {
    sourcemap: process.env.SITE_SOURCEMAP === '1',
    // A font stays a file of its own, cached for a year: inlined, it would weigh on every page's
    // stylesheet (written into each page) whether or not the page shows its characters.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                { name: 'shared', test: inSharedFile, priority: 1 },
              ],
            },
          },
        },
  },
}))
