import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { HAPROXY, proxyConfig } from '../../scripts/cluster/proxy'

describe('proxyConfig: deploy/haproxy.cfg for n local instances', () => {
  it('has one server line per instance in both backends, each pinned by its own cookie on the live channel', () => {
    const cfg = proxyConfig(3)
    const servers = cfg.split('\n').filter((l) => /^\s*server /.test(l))
    expect(servers.map((l) => l.trim().split(' ').slice(0, 3).join(' '))).toEqual([
      'server app1 "${APP1}"',
      'server app2 "${APP2}"',
      'server app3 "${APP3}"',
      'server app1 "${APP1}"',
      'server app2 "${APP2}"',
      'server app3 "${APP3}"',
    ])
    expect(servers.slice(3).map((l) => /cookie (app\d)/.exec(l)?.[1])).toEqual([
      'app1',
      'app2',
      'app3',
    ])
  })

  it.runIf(fs.existsSync(HAPROXY))('is a configuration HAProxy accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-config-'))
    const file = path.join(dir, 'haproxy.cfg')
    fs.writeFileSync(file, proxyConfig(1))
    try {
      const out = execFileSync(HAPROXY, ['-c', '-f', file], {
        env: { ...process.env, PROXY_BIND: '127.0.0.1:18080', APP1: '127.0.0.1:1' },
        encoding: 'utf8',
      })
      expect(out).toContain('Configuration file is valid')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
