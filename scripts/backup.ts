// `npm run backup`: one dated archive of what an instance keeps — the SQLite database copied while
// the site runs (VACUUM INTO gives a consistent copy), the media originals and the data's secret.
// Resized photos and PDF sheets are left out: they are caches, made again on demand. Media kept in
// an S3 bucket (S3_BUCKET) are not copied: the bucket has its provider's versioning or replication.
// `npm run restore -- <archive>` puts it back into an empty DATA_DIR.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { getPayload } from 'payload'

import { env } from '@cms/env'
import config from '@cms/payload.config'

const e = env()
if (!e.DATABASE_URI.startsWith('file:')) {
  console.error(
    'npm run backup copies the embedded SQLite database. For PostgreSQL use pg_dump (see docs/operations.md).',
  )
  process.exit(1)
}
const out = path.resolve(process.env.BACKUP_DIR ?? 'backups')
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)
const archive = path.join(out, `agency-${stamp}.tar.gz`)
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backup-'))
try {
  console.log(`Copying the database (${e.DATABASE_URI})…`)
  const payload = await getPayload({ config })
  const db = payload.db as unknown as SQLiteAdapter
  await db.client.execute({ sql: 'VACUUM INTO ?', args: [path.join(staging, 'agency.db')] })
  await payload.destroy()
  // An archive holds the data, the sessions and the secret that signs them: the owner's alone.
  fs.mkdirSync(out, { recursive: true, mode: 0o700 })
  if ((fs.statSync(out).mode & 0o077) !== 0) {
    fs.chmodSync(out, 0o700)
    console.log(`${out} was open to other users: now its owner's only (0700).`)
  }
  // In a bucket, the media folder holds nothing of the photos: saying so beats an empty folder.
  const media = !e.s3 && fs.existsSync(e.mediaDir) ? ['media'] : []
  if (e.s3)
    console.log(
      `Media are in the S3 bucket "${e.s3.bucket}" and are NOT in this archive: rely on the provider's versioning or replication (docs/operations.md).`,
    )
  const secret = fs.existsSync(path.join(e.dataDir, '.payload-secret')) ? ['.payload-secret'] : []
  const parts = ['database', ...media, ...(secret.length ? ['secret'] : [])]
  console.log(`Writing ${archive} (${parts.join(', ')})…`)
  // Created 0600 before tar writes to it, so the archive is never readable by others, even briefly.
  const fd = fs.openSync(archive, 'wx', 0o600)
  fs.fchmodSync(fd, 0o600)
  const tar = spawnSync(
    'tar',
    [
      '-czf',
      '-',
      ...['-C', staging, 'agency.db'],
      // tar refuses a -C that nothing follows (media in a bucket, the secret in the environment).
      ...(media.length + secret.length ? ['-C', e.dataDir, ...media, ...secret] : []),
    ],
    { stdio: ['ignore', fd, 'inherit'] },
  )
  fs.closeSync(fd)
  if (tar.status !== 0) {
    fs.rmSync(archive, { force: true })
    throw new Error(`tar failed (${tar.status})`)
  }
  console.log(
    `Backup written: ${archive} (${(fs.statSync(archive).size / 1024 / 1024).toFixed(1)} MB)`,
  )
  console.log('It holds the data and its secret: keep it as private as the server itself.')
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
}
process.exit(0)
