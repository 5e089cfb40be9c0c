import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { tsNodeArgs } from '../../scripts/ts-process'
import { uploadPhoto } from '../helpers/catalogue'
import { makeOffer } from '../helpers/factories'
import { otherProcess } from '../helpers/other-process-run'
import { useServer } from '../helpers/server'

/** A backup taken while the site runs, restored into an empty data folder, serves the same offers. */
const running = useServer()

// The scripts copy a SQLite file (VACUUM INTO); a PostgreSQL or MongoDB database is backed up with
// the server's own tools (pg_dump, mongodump: docs/operations.md), so there is nothing to run here.
const sqlite = (process.env.DATABASE_URI ?? '').startsWith('file:')

const script = (name: string, args: string[], extra: Record<string, string>) =>
  spawnSync(process.execPath, tsNodeArgs(`scripts/${name}.ts`, ...args), {
    env: { ...process.env, ...extra },
    encoding: 'utf8',
  })

const offers = async (base: string) =>
  (
    (await (await fetch(`${base}/web/1.0/offers?lang=en&limit=100`)).json()) as {
      data: Array<{ of_id: number; of_name_en: string; images: unknown[] }>
    }
  ).data

describe.skipIf(!sqlite)('npm run backup and npm run restore (SQLite only)', () => {
  it('copy the database, the media and the secret while the site runs; the restored site serves the same offers', async () => {
    await makeOffer(running.payload, { of_name: 'Penthouse sauvegardé' })
    const photo = await uploadPhoto(running.payload, 'backed-up')
    const rendition = `/api/1.0/images/${photo.id}/400/300/cover`
    const before = await offers(running.url)
    expect(before.length).toBeGreaterThan(0)

    const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backups-'))
    const backup = script('backup', [], { BACKUP_DIR: backups })
    expect(backup.status, backup.stderr).toBe(0)
    const [archive] = fs.readdirSync(backups)
    expect(archive).toMatch(/^agency-\d{4}-\d\d-\d\dT[\d-]+\.tar\.gz$/)

    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restored-'))
    const restore = script('restore', [path.join(backups, archive)], { DATA_DIR: fresh })
    expect(restore.status, restore.stderr).toBe(0)
    expect(fs.existsSync(path.join(fresh, 'agency.db'))).toBe(true)
    // The generated secret travels with the data (a test's is set in its environment instead).
    const secret = (dir: string) =>
      fs.existsSync(path.join(dir, '.payload-secret'))
        ? fs.readFileSync(path.join(dir, '.payload-secret'), 'utf8')
        : null
    expect(secret(fresh)).toBe(secret(env().dataDir))
    // A second restore never overwrites the data now there.
    expect(script('restore', [path.join(backups, archive)], { DATA_DIR: fresh }).status).toBe(1)

    const { child, match } = await otherProcess(['serve'], /SERVING (\S+)/, {
      DATA_DIR: fresh,
      DATABASE_URI: '',
    })
    try {
      expect(await offers(match[1])).toEqual(before)
      expect((await fetch(`${match[1]}${rendition}`)).status).toBe(200)
    } finally {
      child.kill('SIGTERM')
    }
  })

  it('writes an archive only its owner may read, in a folder only its owner may open', () => {
    const mode = (p: string) => fs.statSync(p).mode & 0o777
    // A folder an earlier version made open to all (umask 022), and one the script makes itself.
    const open = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backups-open-'))
    fs.chmodSync(open, 0o755)
    const made = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backups-')), 'a', 'b')
    for (const dir of [open, made]) {
      const backup = script('backup', [], { BACKUP_DIR: dir })
      expect(backup.status, backup.stderr).toBe(0)
      expect(mode(dir).toString(8), dir).toBe('700')
      const [archive] = fs.readdirSync(dir)
      expect(mode(path.join(dir, archive)).toString(8), archive).toBe('600')
    }
  })
})
