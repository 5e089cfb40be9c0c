import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { type Instance, startInstance } from './instance'
import { freePort } from './net'
import { ensureDatabase } from './postgres'
import { type Proc } from './processes'
import { startProxy } from './proxy'
import { startRedis } from './redis'
import { type S3Settings, startS3 } from './s3'

export type ClusterOptions = {
  /** Logs, each instance's data folder, the S3 objects, the proxy's configuration. */
  dir: string
  /** Redis's working folder (nothing is kept there). */
  tmpDir: string
  instances: number
  databaseUri: string
  proxyPort?: number
  /** Settings every instance gets beside the cluster's own (the tests' shorter periods). */
  env?: Record<string, string>
  progress?: (line: string) => void
}

export type Cluster = {
  proxyUrl: string
  instances: Instance[]
  redisUrl: string
  s3: S3Settings
  /** The environment the instances share (database, Redis, S3, secret, public address). */
  env: Record<string, string>
  /** SIGKILL instance `n` (1-based), as a crash would. */
  kill: (n: number) => Promise<void>
  /** SIGTERM instance `n`, waiting for its drain. */
  stopInstance: (n: number) => Promise<void>
  /** Starts instance `n` again on its port, resolved once ready. */
  restart: (n: number) => Promise<Instance>
  /** Stops everything: proxy, instances (SIGTERM, drained), Redis, S3. */
  stop: () => Promise<void>
}

/** The token-signing secret every instance must share (sessions signed by one are read by all), kept in `dir`. */
function sharedSecret(dir: string): string {
  const file = path.join(dir, '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/**
 * The production shape on one machine: PostgreSQL (an existing server; the database made if
 * missing), Redis, an S3 server, `instances` app instances from one build, and HAProxy in front.
 * The first instance starts alone, runs the migrations and loads the demo data on an empty
 * database; the others start once it is ready, so that no two migrate or seed at once.
 */
export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const say = o.progress ?? (() => undefined)
  fs.mkdirSync(o.dir, { recursive: true })
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
  }
  try {
    say(`▸ PostgreSQL: ${new URL(o.databaseUri).host}${new URL(o.databaseUri).pathname}`)
    if (await ensureDatabase(o.databaseUri)) say('  database created')

    say('▸ Redis: starting redis-server')
    const redis = await startRedis(o.tmpDir)
    stops.push(() => redis.proc.stop())
    say(`  ${redis.url}`)

    say('▸ S3: starting s3rver')
    const s3 = await startS3(path.join(o.dir, 's3'))
    stops.push(s3.close)
    say(`  ${s3.env.S3_ENDPOINT}, bucket ${s3.env.S3_BUCKET}`)

    const proxyPort = o.proxyPort ?? (await freePort())
    const proxyUrl = `http://127.0.0.1:${proxyPort}`
    const env: Record<string, string> = {
      DATABASE_URI: o.databaseUri,
      REDIS_URL: redis.url,
      ...s3.env,
      PAYLOAD_SECRET: sharedSecret(o.dir),
      PUBLIC_URL: `http://localhost:${proxyPort}`,
      // A demo cluster: the first instance loads the demo data into an empty database, and every
      // instance accepts the demo log-ins (a production start refuses them).
      SEED_ON_START: 'demo',
      ...o.env,
    }
    const ports = await Promise.all(Array.from({ length: o.instances }, () => freePort()))
    const instances: Instance[] = []
    const procs = new Map<number, Proc>()
    stops.push(async () => {
      await Promise.all([...procs.values()].map((p) => p.stop('SIGTERM')))
    })
    const start = async (n: number) => {
      const started = Date.now()
      const inst = await startInstance(n, ports[n - 1], o.dir, env, say)
      procs.set(n, inst.proc)
      instances[n - 1] = inst
      say(`  app${n} ready on ${inst.url} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
      return inst
    }
    say(`▸ app1: migrations, demo data when the database is empty, then serving`)
    await start(1)
    if (o.instances > 1) {
      say(`▸ app2${o.instances > 2 ? `…app${o.instances}` : ''}: starting`)
      await Promise.all(Array.from({ length: o.instances - 1 }, (_, i) => start(i + 2)))
    }

    say(`▸ HAProxy on ${proxyUrl}`)
    const proxy = await startProxy(path.join(o.tmpDir, 'proxy'), proxyPort, ports)
    stops.push(() => proxy.stop())

    return {
      proxyUrl,
      instances,
      redisUrl: redis.url,
      s3: s3.env,
      env,
      kill: (n) => procs.get(n)!.stop('SIGKILL'),
      stopInstance: (n) => procs.get(n)!.stop('SIGTERM'),
      restart: (n) => start(n),
      stop: stopAll,
    }
  } catch (err) {
    await stopAll()
    throw err
  }
}
