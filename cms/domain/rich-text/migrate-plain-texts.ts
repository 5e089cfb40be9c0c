import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'

import { isLexicalState, lexicalText, plainTextToLexical } from './lexical-state'
import { richTextToHtml } from './to-html'

type Db = MigrateUpArgs['db']

/** Every stored language of the descriptions that became rich texts, drafts and versions included. */
const COLUMNS = [
  ['offers_locales', 'of_text'],
  ['_offers_v_locales', 'version_of_text'],
  ['buildings_locales', 'bu_description'],
] as const

const parse = (v: unknown): unknown => {
  if (typeof v !== 'string' || !v.startsWith('{')) return v
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}

/**
 * The plain-text descriptions written before they were rich become Lexical paragraphs (a blank
 * line starts a paragraph, a single newline is a line break), and their sanitised HTML is stored
 * beside them as a save would. A value already in Lexical keeps its text and only gains its HTML.
 */
export async function plainTextsToLexical(db: Db): Promise<void> {
  for (const [table, column] of COLUMNS) {
    const rows = (await db.all(sql.raw(`SELECT id, "${column}" AS v FROM "${table}"`))) as Array<{
      id: number
      v: unknown
    }>
    for (const { id, v } of rows) {
      const value = parse(v)
      const state = isLexicalState(value) ? value : plainTextToLexical(value)
      const json = state ? JSON.stringify(state) : null
      await db.run(
        sql`UPDATE ${sql.identifier(table)}
          SET ${sql.identifier(column)} = ${json}, ${sql.identifier(`${column}_html`)} = ${state ? richTextToHtml(state) : null}
          WHERE id = ${id}`,
      )
    }
  }
}

/** Back to plain text (blocks separated by a blank line), for the migration's way down. */
export async function lexicalToPlainTexts(db: Db): Promise<void> {
  for (const [table, column] of COLUMNS) {
    const rows = (await db.all(sql.raw(`SELECT id, "${column}" AS v FROM "${table}"`))) as Array<{
      id: number
      v: unknown
    }>
    for (const { id, v } of rows) {
      const text = lexicalText(parse(v))
      await db.run(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${text || null} WHERE id = ${id}`,
      )
    }
  }
}
