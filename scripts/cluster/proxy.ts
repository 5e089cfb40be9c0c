import fs from 'node:fs'
import path from 'node:path'

import { ROOT } from '../build-steps'
import { answers200 } from './net'
import { type Proc, startProcess } from './processes'

export const HAPROXY = '/usr/sbin/haproxy'
/** The configuration shared with docker-compose.production.yml. */
export const PROXY_CONFIG = path.join(ROOT, 'deploy/haproxy.cfg')

/**
 * deploy/haproxy.cfg for `ports.length` local instances: its `server app1` line of each backend is
 * repeated once per instance (app1, app2, …), the other `server` lines dropped. Addresses stay
 * environment variables (APP<n>), set when HAProxy starts.
 */
export function proxyConfig(count: number, template = fs.readFileSync(PROXY_CONFIG, 'utf8')) {
  const lines: string[] = []
  for (const line of template.split('\n')) {
    const server = /^(\s*server )app(\d+) "\$\{APP\d+\}"(.*)$/.exec(line)
    if (!server) {
      lines.push(line)
      continue
    }
    if (server[2] !== '1') continue
    for (let n = 1; n <= count; n++)
      lines.push(
        `${server[1]}app${n} "\${APP${n}}"${server[3].replace(/cookie app\d+/, `cookie app${n}`)}`,
      )
  }
  return lines.join('\n')
}

/** HAProxy on `port` in front of the instances on `ports`, its configuration written into `dir`. */
export async function startProxy(dir: string, port: number, ports: number[]): Promise<Proc> {
  if (!fs.existsSync(HAPROXY)) throw new Error('haproxy is missing: sudo apt-get install haproxy')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(file, proxyConfig(ports.length))
  const env: NodeJS.ProcessEnv = { ...process.env, PROXY_BIND: `127.0.0.1:${port}` }
  ports.forEach((p, i) => (env[`APP${i + 1}`] = `127.0.0.1:${p}`))
  // -db: stays in the foreground, its own process; -W would fork a master.
  const proc = startProcess('haproxy', HAPROXY, ['-db', '-f', file], {
    env,
    log: path.join(dir, 'haproxy.log'),
  })
  await answers200(`http://127.0.0.1:${port}/readyz`, 20_000, proc.alive).catch((err) => {
    throw new Error(`${(err as Error).message}\n${proc.tail()}`)
  })
  return proc
}
