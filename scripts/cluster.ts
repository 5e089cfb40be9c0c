// `npm run cluster`: the production shape on one machine, as processes: PostgreSQL (the local
// server), Redis, an S3 server, two app instances from one build and HAProxy in front, with the demo
// data. Ctrl-C stops everything. The same shape in containers: docker-compose.production.yml.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { DEMO_CLIENT, DEMO_EDITOR, DEMO_STAFF } from '@cms/seed/demo-accounts'
import { ensureBuilt, ROOT } from './build-steps'
import { clusterDatabaseUri, postgresProblem } from './cluster/postgres'
import { HAPROXY } from './cluster/proxy'
import { REDIS_SERVER } from './cluster/redis'
import { startCluster } from './cluster/start-cluster'

const instances = Number(process.env.CLUSTER_INSTANCES ?? 2)
const proxyPort = Number(process.env.CLUSTER_PORT ?? 8080)
if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
  console.error('CLUSTER_INSTANCES must be a whole number from 1 to 8')
  process.exit(1)
}
if (!Number.isInteger(proxyPort) || proxyPort < 1 || proxyPort > 65535) {
  console.error('CLUSTER_PORT must be a port number')
  process.exit(1)
}

const missing = [
  [HAPROXY, 'haproxy'],
  [REDIS_SERVER, 'redis-server'],
].filter(([bin]) => !fs.existsSync(bin))
if (missing.length) {
  console.error(
    `Missing: ${missing.map(([, pkg]) => pkg).join(', ')}. Install with: sudo apt-get install ${missing.map(([, pkg]) => pkg).join(' ')}`,
  )
  process.exit(1)
}
const databaseUri = clusterDatabaseUri()
const problem = await postgresProblem(databaseUri)
if (problem) {
  console.error(problem)
  process.exit(1)
}

// SKIP_BUILD=1 runs whatever is built, as the tests allow (the instances refuse to start without a build).
if (process.env.SKIP_BUILD !== '1') await ensureBuilt(['site', 'admin'])

// Kept between runs (the database is): the S3 objects (photos), the shared secret, the logs.
const dir = path.join(ROOT, 'data/cluster')
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-cluster-'))
const started = Date.now()
console.log(`Starting the cluster (${instances} instances); logs in ${dir}`)
const cluster = await startCluster({
  dir,
  tmpDir,
  instances,
  databaseUri,
  proxyPort,
  progress: (line) => console.log(line),
}).catch((err: Error) => {
  console.error(`\n${err.message}`)
  fs.rmSync(tmpDir, { recursive: true, force: true })
  process.exit(1)
})

const site = `http://localhost:${proxyPort}`
console.log(`
Cluster ready in ${((Date.now() - started) / 1000).toFixed(0)} s
  Site          ${site}
  Admin         ${site}/admin   ${DEMO_STAFF.email} / ${DEMO_STAFF.password}  (editor: ${DEMO_EDITOR.email} / ${DEMO_EDITOR.password})
  Client area   ${site}/login   ${DEMO_CLIENT.username} / ${DEMO_CLIENT.password}
  Instances     ${cluster.instances.map((i) => `app${i.n} ${i.url}`).join(', ')}
  PostgreSQL    ${databaseUri.replace(/:[^:@/]*@/, ':***@')}
  Redis         ${cluster.redisUrl}
  S3            ${cluster.s3.S3_ENDPOINT} bucket ${cluster.s3.S3_BUCKET} (objects in ${path.join(dir, 's3')})
  Mails         written to ${path.join(dir, 'app<n>/outbox')} (no SMTP server set)
  Logs          ${dir}/app<n>.log, proxy ${path.join(tmpDir, 'proxy/haproxy.log')}
Ctrl-C stops everything.`)

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the proxy, the instances (drained), S3 and Redis…`)
  cluster
    .stop()
    .then(() => fs.rmSync(tmpDir, { recursive: true, force: true }))
    .then(
      () => (console.log('Stopped.'), process.exit(0)),
      (err: Error) => (console.error(err.message), process.exit(1)),
    )
}
process.on('SIGINT', () => stop('Ctrl-C'))
process.on('SIGTERM', () => stop('SIGTERM'))

// An instance that dies is reported; the proxy sends its requests to the others meanwhile.
for (const inst of cluster.instances)
  void inst.proc.exited.then(() => {
    if (!stopping) console.error(`app${inst.n} exited: see ${inst.log}`)
  })
