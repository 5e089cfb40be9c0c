/**
 * Run by template-database.ts in a process of its own (the run's main process loads no server),
 * with the template's settings in its environment: brings the template database to the current
 * schema the way a server's start-up does, then copies it and creates the fixture catalogue
 * (catalogue.ts) on the copy, and writes what it made to a JSON file.
 *
 * Arguments: the catalogue's database address, its data folder, the JSON file.
 */
import fs from 'node:fs'

import { refreshSettings } from '@cms/env'
import { initPayload } from '@cms/domain/start/init-payload'
import { createFixtures } from './catalogue'
import { closePayloads } from './close-payloads'
import { createDatabase } from './postgres-server'
import { copySqliteTemplate } from './template-database'

const [catalogueUri, catalogueDir, fixturesFile] = process.argv.slice(2)
const templateUri = process.env.DATABASE_URI ?? ''

await initPayload()
// Every connection closed before the template is copied (PostgreSQL refuses a busy template).
await closePayloads()
process.stdout.write('MIGRATED\n')

if (templateUri.startsWith('file:'))
  copySqliteTemplate(templateUri.slice('file:'.length), catalogueUri.slice('file:'.length))
else
  await createDatabase(new URL(catalogueUri).pathname.slice(1), {
    template: new URL(templateUri).pathname.slice(1),
  })
process.env.DATABASE_URI = catalogueUri
process.env.DATA_DIR = catalogueDir
refreshSettings()
const fixtures = await createFixtures(await initPayload())
fs.writeFileSync(fixturesFile, JSON.stringify(fixtures))
await closePayloads()
process.stdout.write('CATALOGUED\n')
process.exit(0)
