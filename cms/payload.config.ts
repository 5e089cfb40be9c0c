import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig, type SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { LANGUAGE_NAMES, LANGUAGES } from '@contract/languages'

import { VisitRequests } from './collections/VisitRequests'
import { Buildings } from './collections/Buildings'
import { ContactMessages } from './collections/ContactMessages'
import { ValuationRequests } from './collections/ValuationRequests'
import { Clients } from './collections/Clients'
import { Countries } from './collections/Countries'
import { Distances } from './collections/Distances'
import { Districts } from './collections/Districts'
import { Items } from './collections/Items'
import { Media } from './collections/Media'
import { AgencyMessages } from './collections/AgencyMessages'
import { MessageReplies } from './collections/MessageReplies'
import { Offers } from './collections/Offers'
import { PasswordChallenges } from './collections/PasswordChallenges'
import { RefreshTokens } from './collections/RefreshTokens'
import { Translations } from './collections/Translations'
import { Users } from './collections/Users'
import { SavedSearches } from './collections/SavedSearches'
import { OfferViews } from './collections/OfferViews'
import { ClientOfferViews } from './collections/ClientOfferViews'
import { Negotiators } from './collections/Negotiators'
import { Portals } from './collections/Portals'
import { PortalFetches } from './collections/PortalFetches'
import { FeedImports } from './collections/FeedImports'
import { ExchangeRates } from './globals/ExchangeRates'
import { databaseAdapter } from './database/db'
import { withChangeHooks, withGlobalChangeHooks } from './changes/data-changes'
import { PurchaseCosts } from './globals/PurchaseCosts'
import { PersonalData } from './globals/PersonalData'
import { PublishingRules } from './globals/PublishingRules'
import { ContentPages } from './globals/content-pages'
import { emailAdapter } from './email/adapter'
import { queryInputError } from './hooks/query-input-error'
import { env, typesGeneratedElsewhere, type Env } from './env'
import { jobsConfig } from './jobs/jobs-config'
import { withClaimedJobRuns } from './jobs/exclusive-runs'
import { JobClaims } from './jobs/job-claims'
import { runsJobs } from './jobs/runs-jobs'
import { frOverrides } from './i18n/fr-overrides'
import { richTextEditor } from './rich-text/editor'
import { mediaStorage } from './storage/media-storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const built = new WeakMap<Env, Promise<SanitizedConfig>>()

/**
 * The configuration for these settings, built once per settings object: a server process has one;
 * a test worker, which runs one test file after another with their own settings and database, one
 * per file.
 */
export function configFor(e: Env): Promise<SanitizedConfig> {
  let config = built.get(e)
  if (!config) built.set(e, (config = buildConfigFor(e)))
  return config
}

const buildConfigFor = async (e: Env): Promise<SanitizedConfig> =>
  buildConfig({
    secret: e.PAYLOAD_SECRET,
    // Absolute links in staff mails (password reset), and the only origin allowed to send the staff cookie.
    serverURL: e.PUBLIC_URL,
    csrf: [e.PUBLIC_URL],
    cors: [e.PUBLIC_URL],
    // /api/1.0 belongs to the legacy API, so Payload's own REST API lives under /cms-api.
    routes: { admin: '/admin', api: '/cms-api' },
    admin: {
      user: Users.slug,
      meta: {
        titleSuffix: ' · Belsunce back office',
        // The site's own icon (served by the site at its root).
        icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
      },
      components: {
        graphics: { Logo: '/components/brand#BrandLogo', Icon: '/components/brand#BrandIcon' },
        // Signed-in staff get a live notice of each new lead, wherever they are in the admin; the
        // bulk upload's notices, which Payload writes in English, read in the admin's language.
        providers: [
          '/components/staff-live-notices#StaffLiveNotices',
          '/components/upload-toasts#UploadToasts',
        ],
        afterNavLinks: [
          '/components/translations/side-by-side-link#SideBySideNavLink',
          '/components/agency-nav-links#AgencyNavLinks',
        ],
        views: {
          // The day's work and the week's activity instead of Payload's grid of collections (kept below them).
          dashboard: { Component: '/components/dashboard/dashboard-view#DashboardView' },
          // The mail queue in words, for administrators, at /admin/mails.
          mails: {
            Component: '/components/mails/mails-view#MailsView',
            path: '/mails',
            exact: true,
          },
          // The portals' feeds (address, offers, last fetch, refused offers), for staff, at /admin/portals.
          portals: {
            Component: '/components/portals/portals-view#PortalsView',
            path: '/portals',
            exact: true,
          },
        },
      },
      importMap: {
        baseDir: dirname,
        importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js'),
      },
      dateFormat: 'dd/MM/yyyy HH:mm',
      // Gravatar is an outside service: the admin works offline and under a strict CSP.
      avatar: 'default',
    },
    // In the menu's order: Payload shows each group where its first collection stands, so each
    // task's collections come together, Offres, Clients, Site, Réglages, then Technique.
    collections: [
      Offers,
      Buildings,
      Distances,
      Media(e),
      Portals,
      FeedImports(e),
      Clients(e),
      VisitRequests,
      AgencyMessages,
      MessageReplies,
      ContactMessages,
      ValuationRequests,
      SavedSearches,
      Districts,
      Translations,
      Countries,
      Items,
      Negotiators,
      Users,
      OfferViews,
      ClientOfferViews,
      PortalFetches,
      RefreshTokens,
      PasswordChallenges,
      JobClaims,
    ].map(withChangeHooks),
    globals: [PurchaseCosts, ExchangeRates, PublishingRules, ContentPages, PersonalData].map(
      withGlobalChangeHooks,
    ),
    localization: {
      // An empty value falls back to English, then to French (the agency's reference language).
      locales: LANGUAGES.map((code) => ({
        code,
        label: LANGUAGE_NAMES[code],
        fallbackLocale: code === 'en' ? 'fr' : code === 'fr' ? 'en' : ['en', 'fr'],
      })),
      defaultLocale: 'en',
      fallback: true,
    },
    // The agency works in French: staff whose browser asks for neither language get French.
    i18n: {
      supportedLanguages: { fr, en },
      fallbackLanguage: 'fr',
      translations: { fr: frOverrides },
    },
    editor: richTextEditor,
    // Each job attempt runs on one instance only, however many run the queues, and an attempt left
    // running by an instance that died is run again (jobs/exclusive-runs.ts).
    db: withClaimedJobRuns(
      await databaseAdapter(e.DATABASE_URI),
      () => runsJobs(e),
      e.JOB_LEASE_S * 1000,
    ),
    email: emailAdapter(e),
    // Mail and saved-search alerts go through job queues, so work that failed is done again when the server is back.
    jobs: jobsConfig(e),
    sharp,
    // Uploads in an S3-compatible bucket when S3_BUCKET is set, else in DATA_DIR/media.
    plugins: [mediaStorage(e.s3)],
    graphQL: { disable: true },
    hooks: { afterError: [queryInputError] },
    telemetry: false,
    typescript: {
      outputFile: path.resolve(dirname, 'payload-types.ts'),
      // Regenerated at each start outside production, except where another process does it: a feed
      // import's own process (cms/portals/import) and the tests (one check per run).
      autoGenerate: !typesGeneratedElsewhere(),
    },
  })

export default configFor(env())
