import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { BaseDatabaseAdapter, Payload, UpdateJobsArgs } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  afterTransactionEnds,
  PATCHED_PAYLOAD_VERSION,
  replaceUpdateJobs,
  translateNotices,
} from './patches'

// Read from the file: Payload's package does not export its package.json.
const installed = (name: string): string =>
  (
    JSON.parse(fs.readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

// An adapter as Payload builds it at start-up; nothing connects before `connect`.
const bare = { config: { collections: [], globals: [] }, logger: console } as unknown as Payload
const adapters = {
  sqlite: () => sqliteAdapter({ client: { url: 'file::memory:' } }).init({ payload: bare }),
  postgres: () =>
    postgresAdapter({ pool: { connectionString: 'postgres://nobody@127.0.0.1:1/none' } }).init({
      payload: bare,
    }),
}

describe('the patches of Payload', () => {
  it('were written for the Payload installed: read cms/domain/payload/patches.ts again on an upgrade', () => {
    for (const name of [
      'payload',
      '@payloadcms/db-sqlite',
      '@payloadcms/db-postgres',
      '@payloadcms/db-mongodb',
      '@payloadcms/drizzle',
    ])
      expect(installed(name), name).toBe(PATCHED_PAYLOAD_VERSION)
  })

  it.each(Object.entries(adapters))(
    'find the methods they replace on the %s adapter',
    (_engine, make) => {
      const db = make()
      for (const name of ['updateJobs', 'commitTransaction', 'rollbackTransaction'] as const)
        expect(typeof db[name], name).toBe('function')
    },
  )

  it('tell the end of a transaction once it is committed, rolled back, or failed to commit', async () => {
    const ended: (string | number)[] = []
    const db = {
      commitTransaction: async (id: string | number | Promise<string | number>) => {
        if ((await id) === 'broken') throw new Error('commit failed')
      },
      rollbackTransaction: async (_id: string | number | Promise<string | number>) => undefined,
    }
    afterTransactionEnds(db, (id) => ended.push(id))
    await db.commitTransaction('a')
    await db.rollbackTransaction('b')
    await expect(db.commitTransaction('broken')).rejects.toThrow('commit failed')
    await db.commitTransaction(Promise.resolve(7))
    expect(ended).toEqual(['a', 'b', 'broken', 7])
  })

  it('hand the job marking its own method, bound to the adapter', async () => {
    const db = {
      marked: [] as UpdateJobsArgs[],
      async updateJobs(this: { marked: UpdateJobsArgs[] }, args: UpdateJobsArgs) {
        this.marked.push(args)
        return []
      },
    }
    replaceUpdateJobs(
      db as unknown as BaseDatabaseAdapter,
      (own) => (args) => (args.id === 'skip' ? Promise.resolve([]) : own(args)),
    )
    await db.updateJobs({ id: 'skip', data: { processing: true } } as UpdateJobsArgs)
    await db.updateJobs({ id: 1, data: { processing: true } } as UpdateJobsArgs)
    expect(db.marked.map((a) => a.id)).toEqual([1])
  })

  it("still meet the bulk upload's English notices, which the admin's notices are translated from", () => {
    const source = fs.readFileSync(
      path.resolve('node_modules/@payloadcms/ui/dist/elements/BulkUpload/FormsManager/index.js'),
      'utf8',
    )
    expect(source).toContain('toast.success(`Successfully saved ${')
    expect(source).toContain('toast.error(`Failed to save ${')
  })

  it("hand the admin's notices their text translated, and anything else as it was", () => {
    const shown: unknown[] = []
    const toast = {
      success: (message: unknown) => shown.push(['success', message]),
      error: (message: unknown) => shown.push(['error', message]),
    }
    translateNotices(toast, (message) => message.replace('Successfully saved', 'Enregistrés :'))
    toast.success('Successfully saved 3 files')
    toast.error('Failed to save 1 files')
    const element = { type: 'div' }
    toast.success(element)
    expect(shown).toEqual([
      ['success', 'Enregistrés : 3 files'],
      ['error', 'Failed to save 1 files'],
      ['success', element],
    ])
  })
})
