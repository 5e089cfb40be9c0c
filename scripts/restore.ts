// `npm run restore -- <archive>`: puts a backup made by `npm run backup` into DATA_DIR, which must
// not hold a database yet (a restore never overwrites data). Start the server on it afterwards.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const archive = process.argv[2]
if (!archive || !fs.existsSync(archive)) {
  console.error('Usage: npm run restore -- <archive made by npm run backup>')
  process.exit(1)
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
if (fs.existsSync(path.join(dataDir, 'agency.db'))) {
  console.error(`${dataDir} already holds a database: restore into an empty DATA_DIR.`)
  process.exit(1)
}
fs.mkdirSync(dataDir, { recursive: true })
const tar = spawnSync('tar', ['-xzf', path.resolve(archive), '-C', dataDir], { stdio: 'inherit' })
if (tar.status !== 0) process.exit(tar.status ?? 1)
console.log(`Restored ${archive} into ${dataDir}.`)
