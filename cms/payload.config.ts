import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig, type SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { LANGUAGE_NAMES, LANGUAGES } from '@contract/languages'

import { VisitRequests } from './schema/collections/VisitRequests'
import { Buildings } from './schema/collections/Buildings'
import { ContactMessages } from './schema/collections/ContactMessages'
import { ValuationRequests } from './schema/collections/ValuationRequests'
import { Clients } from './schema/collections/Clients'
import { Countries } from './schema/collections/Countries'
import { Distances } from './schema/collections/Distances'
import { Districts } from './schema/collections/Districts'
import { Items } from './schema/collections/Items'
import { Media } from './schema/collections/Media'
import { AgencyMessages } from './schema/collections/AgencyMessages'
import { MessageReplies } from './schema/collections/MessageReplies'
import { Offers } from './schema/collections/Offers'
import { PasswordChallenges } from './schema/collections/PasswordChallenges'
import { RefreshTokens } from './schema/collections/RefreshTokens'
import { Translations } from './schema/collections/Translations'
import { Users } from './schema/collections/Users'
import { SavedSearches } from './schema/collections/SavedSearches'
import { OfferViews } from './schema/collections/OfferViews'
import { ClientOfferViews } from './schema/collections/ClientOfferViews'
import { Negotiators } from './schema/collections/Negotiators'
import { Portals } from './schema/collections/Portals'
import { PortalFetches } from './schema/collections/PortalFetches'
import { FeedImports } from './schema/collections/FeedImports'
import { ExchangeRates } from './schema/globals/ExchangeRates'
import { databaseAdapter } from './domain/database/db'
import { withChangeHooks, withGlobalChangeHooks } from './changes/data-changes'
import { PurchaseCosts } from './schema/globals/PurchaseCosts'
import { PersonalData } from './schema/globals/PersonalData'
import { PublishingRules } from './schema/globals/PublishingRules'
import { ContentPages } from './schema/globals/content-pages'
import { emailAdapter } from './domain/email/adapter'
import { queryInputError } from './schema/hooks/query-input-error'
import { env, typesGeneratedElsewhere, type Env } from './env'
import { jobsConfig } from './domain/jobs/jobs-config'
import { withClaimedJobRuns } from './domain/jobs/exclusive-runs'
import { JobClaims } from './domain/jobs/job-claims'
import { runsJobs } from './domain/jobs/runs-jobs'
import { newInstanceState } from './domain/payload/instance-state'
import { withTransactionEndings } from './domain/payload/transaction-endings'
import { frOverrides } from './admin/i18n/fr-overrides'
import { richTextEditor } from './domain/rich-text/editor'
import { mediaStorage } from './domain/storage/media-storage'

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

async function buildConfigFor(e: Env): Promise<SanitizedConfig> {
  // The change channel and the transactions waited on, the instance's own (never the admin's: server-only `custom`).
  const instance = newInstanceState()
  return buildConfig({
    custom: { instance },
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
        graphics: { Logo: '/admin/frame/brand#BrandLogo', Icon: '/admin/frame/brand#BrandIcon' },
        // Signed-in staff get a live notice of each new lead, wherever they are in the admin; the
        // bulk upload's notices, which Payload writes in English, read in the admin's language.
        providers: [
          '/admin/frame/staff-live-notices#StaffLiveNotices',
          '/admin/frame/upload-toasts#UploadToasts',
        ],
        afterNavLinks: [
          '/admin/translations/side-by-side-link#SideBySideNavLink',
          '/admin/nav/agency-nav-links#AgencyNavLinks',
        ],
        views: {
          // The day's work and the week's activity instead of Payload's grid of collections (kept below them).
          dashboard: { Component: '/admin/dashboard/dashboard-view#DashboardView' },
          // The mail queue in words, for administrators, at /admin/mails.
          mails: {
            Component: '/admin/mails/mails-view#MailsView',
            path: '/mails',
            exact: true,
          },
          // The portals' feeds (address, offers, last fetch, refused offers), for staff, at /admin/portals.
          portals: {
            Component: '/admin/portals/portals-view#PortalsView',
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
    db: withTransactionEndings(
      withClaimedJobRuns(
        await databaseAdapter(e.DATABASE_URI),
        () => runsJobs(e),
        e.JOB_LEASE_S * 1000,
      ),
      instance.transactionEndings,
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
      // import's own process (cms/domain/portals/import) and the tests (one check per run).
      autoGenerate: !typesGeneratedElsewhere(),
    },
  })
}

export default configFor(env())
