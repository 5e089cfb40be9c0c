import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { z } from 'zod'
import { LANGUAGES } from '@contract/languages'

import { isHostOrSubnet } from './domain/portals/import/import-addresses'
import { s3SettingIssues, s3SettingsOf, type S3Settings } from './domain/storage/s3-settings'

// Read and validated once; every key is documented in .env.example.
const boolish = z
  .union([z.boolean(), z.string()])
  .transform((v) =>
    typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()),
  )

const defaultRenderThreads = Math.min(2, Math.max(0, os.availableParallelism() - 1))

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URI: z.string().optional(),
  // PostgreSQL read replicas (comma-separated connection strings) for Payload's reads; writes, and
  // an instance's reads in the 2 s after one of its writes, use DATABASE_URI.
  DATABASE_READ_URIS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((uri) => uri.trim())
        .filter(Boolean),
    ),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  PUBLIC_URL: z.string().url().optional(),
  EXTRANET_URL: z.string().url().default('https://extranet.belsunce.mc'),
  // The site's language when neither ?lang=, the visitor's stored choice nor the browser's languages decide.
  DEFAULT_LANG: z.enum(LANGUAGES).default('en'),
  // auto: the demo data on an empty database in development only; demo: also in production (a demo instance); false: never.
  SEED_ON_START: z
    .string()
    .default('auto')
    .transform((v) => v.trim().toLowerCase())
    .transform((v): 'auto' | 'demo' | 'false' =>
      v === 'demo' ? 'demo' : ['false', '0', 'no', 'off'].includes(v) ? 'false' : 'auto',
    ),
  // The first staff account of a production database (when it has none); else Payload's create-first-user screen.
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD needs at least 12 characters').optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_SECURE: boolish.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().default('Belsunce Immobilier <no-reply@belsunce.mc>'),
  AGENCY_NAME: z.string().default('Belsunce Immobilier'),
  AGENCY_EMAIL: z.string().email().default('contact@belsunce.mc'),
  AGENCY_PHONE: z.string().default('+377 93 50 00 00'),
  AGENCY_ADDRESS: z.string().default('7 avenue de Grande-Bretagne, 98000 Monaco'),
  SOCIAL_FACEBOOK: z.string().default('https://www.facebook.com/belsunce.monaco'),
  SOCIAL_INSTAGRAM: z.string().default('https://www.instagram.com/belsunce.monaco'),
  SOCIAL_LINKEDIN: z.string().default('https://www.linkedin.com/company/belsunce-monaco'),
  REDIS_URL: z.string().optional(),
  // A hop count ("1"), a boolean, or addresses/subnets: Express reads a string as an address list, so numbers and booleans are parsed.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): string | number | boolean =>
      /^\d+$/.test(v.trim())
        ? Number(v)
        : /^(true|false)$/i.test(v.trim())
          ? v.trim().toLowerCase() === 'true'
          : v,
    ),
  // Seconds a client has to send a request's headers, and its whole request (body included): slow senders cannot hold connections.
  HEADERS_TIMEOUT_S: z.coerce.number().positive().default(15),
  REQUEST_TIMEOUT_S: z.coerce.number().positive().default(60),
  // Seconds the requests under way may take to finish once the server is told to stop (SIGTERM).
  DRAIN_S: z.coerce.number().min(0).default(10),
  // off: this instance runs no queued jobs (mails, alerts), e.g. a web-only replica; others do.
  JOBS: z.enum(['on', 'off']).default('on'),
  // Seconds a job attempt's claim lasts unless its instance renews it (it does so four times a
  // lease while the attempt runs, however long): an attempt whose instance died is run again soon after.
  JOB_LEASE_S: z.coerce.number().positive().default(20),
  // Feed imports may download from these hosts even on this machine or a private network (which they
  // are refused otherwise): host names, addresses or subnets (10.1.0.0/16), comma-separated.
  IMPORT_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isHostOrSubnet), {
      message: 'host names, addresses or subnets (10.1.0.0/16), comma-separated',
    }),
  // Seconds a feed address may take to send the whole feed, and an import to read and save it all.
  IMPORT_FEED_TIMEOUT_S: z.coerce.number().positive().default(600),
  IMPORT_TIMEOUT_S: z.coerce.number().positive().default(7200),
  // on: one log line per request (JSON through the logger); off by default outside production.
  REQUEST_LOG: z.enum(['on', 'off']).optional(),
  // Multiplies every per-address rate limit (tests that send many requests raise it); read where the limits are built.
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  // Memory (MB) of the process each feed import runs in: a feed needing more stops only its import.
  FEED_IMPORT_MEMORY_MB: z.coerce.number().int().min(16).default(1024),
  // Disk space the resized photos may take; the least recently used go first beyond it.
  IMAGE_CACHE_MB: z.coerce.number().int().min(16).default(1024),
  // Days a hashed site asset stays in DATA_DIR/assets-kept after the last instance of its build stopped (rolling deploys); 0: no kept store.
  ASSETS_KEEP_DAYS: z.coerce.number().min(0).max(365).default(7),
  // Worker threads that render the site's pages (0: on the main thread); by default one per core beyond the first, at most 2.
  RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(defaultRenderThreads),
  // Seconds between two password-reset mails to one account (requests in between are answered alike, without a mail).
  RESET_MAIL_COOLDOWN_S: z.coerce.number().int().min(0).default(300),
  // Mail queue: how often queued mails are tried (cron, seconds allowed), and the first retry delay (doubles each time).
  MAIL_QUEUE_CRON: z.string().default('*/30 * * * * *'),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(30_000),
  MAIL_RETRY_ATTEMPTS: z.coerce.number().int().min(0).max(20).default(8),
  // Map tiles of the admin's location picker and the site's map (an {s} subdomain placeholder is allowed); the CSPs allow their host.
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine(
      (v) => /^https:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/.test(v),
      'an https address with {z}, {x} and {y}',
    ),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  // Saved-search alerts: how often instant alerts are looked for, and when the daily and weekly digests leave (cron, seconds allowed).
  ALERTS_INSTANT_CRON: z.string().default('0 * * * * *'),
  ALERTS_DAILY_CRON: z.string().default('0 0 8 * * *'),
  ALERTS_WEEKLY_CRON: z.string().default('0 0 8 * * 1'),
  // When the daily retention run anonymises visitors' data past the period set in the admin (cron, seconds allowed).
  RETENTION_CRON: z.string().default('0 30 3 * * *'),
  PUBLIC_CACHE_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // How often the offers' daily view counts, added up in memory, are written to the database (and at shutdown).
  VIEW_FLUSH_MS: z.coerce.number().int().min(10).max(600_000).default(45_000),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(3600).default(2592000),
  // Lets a scraper read /metrics from another machine with `Authorization: Bearer <token>` (a process on this one needs none).
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN needs at least 16 characters').optional(),
  // Media in an S3-compatible bucket instead of DATA_DIR/media (checked together: cms/domain/storage/s3-settings.ts).
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish.optional(),
})

/** The settings that only make sense together are checked together. */
const checked = schema.superRefine((v, ctx) =>
  s3SettingIssues(v).forEach((issue) => ctx.addIssue({ code: 'custom', ...issue })),
)

export type Env = z.infer<typeof schema> & {
  DATABASE_URI: string
  PAYLOAD_SECRET: string
  PUBLIC_URL: string
  dataDir: string
  mediaDir: string
  outboxDir: string
  cacheDir: string
  /** Where media are stored instead of mediaDir (null: in mediaDir). */
  s3: S3Settings | null
}

function persistedSecret(dataDir: string): string {
  // A fresh clone must start with nothing to configure: keep a generated secret beside the data.
  const file = path.join(dataDir, '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // A .env file in the working directory fills what the environment leaves unset.
  if (source === process.env && fs.existsSync('.env')) process.loadEnvFile('.env')
  const parsed = checked.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')),
  )
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const v = parsed.data
  const dataDir = path.resolve(v.DATA_DIR)
  return {
    ...v,
    DATABASE_URI: v.DATABASE_URI ?? `file:${path.join(dataDir, 'agency.db')}`,
    PAYLOAD_SECRET: v.PAYLOAD_SECRET ?? persistedSecret(dataDir),
    PUBLIC_URL: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
    cacheDir: path.join(dataDir, 'cache'),
    s3: s3SettingsOf(v),
  }
}

let cached: { settings: Env; from: Record<string, string | undefined> } | undefined
/** The process-wide configuration, read on first use. */
export function env(): Env {
  cached ??= { settings: loadEnv(), from: { ...process.env } }
  return cached.settings
}

/**
 * Reads the settings again at next use if the environment changed since they were read. A test
 * worker runs one test file after another in one process, each with its own data folder, database
 * and settings: its set-up and its server start call this.
 */
export function refreshSettings(): void {
  if (!cached) return
  const before = cached.from
  const keys = new Set([...Object.keys(before), ...Object.keys(process.env)])
  for (const key of keys)
    if (before[key] !== process.env[key]) {
      cached = undefined
      return
    }
}

/*
 * The few environment values read outside the validated settings above: each is read at the moment
 * it matters rather than once, and this module stays the only one that touches process.env.
 */

/** Whether Node runs in this mode as the environment says now (unset is neither). */
export const nodeEnvIs = (mode: 'development' | 'production'): boolean =>
  process.env.NODE_ENV === mode

/**
 * RATE_LIMIT_SCALE multiplies every rate limit (tests that send many requests raise it). Read when
 * a router is built: a test file sets it after its imports.
 */
export const rateLimitScale = (): number => Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1

/** Set when another step generates Payload's types (a feed import's process, the tests). */
export const typesGeneratedElsewhere = (): boolean =>
  process.env.PAYLOAD_TYPES_GENERATED === 'elsewhere'

/** Sets values before the settings are first read (a child process's own), keeping those set. */
export function presetSettings(values: Record<string, string>, { replace = false } = {}): void {
  for (const [key, value] of Object.entries(values))
    if (replace || process.env[key] === undefined) process.env[key] = value
}
