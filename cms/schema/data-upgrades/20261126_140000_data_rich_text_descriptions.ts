import { plainTextsAsLexical } from './steps/plain-texts-as-lexical'
import type { DataUpgradeArgs } from '.'

/**
 * The descriptions of offers (and their versions) and of buildings written as plain text become
 * Lexical rich texts with their stored HTML, which the lists and the public API read. SQLite did
 * this in its schema migration, so there it finds nothing left to do.
 */
export async function up({ payload, req }: DataUpgradeArgs): Promise<void> {
  const written = await plainTextsAsLexical(payload, req)
  payload.logger.info(
    `Plain-text descriptions made rich: ${Object.entries(written)
      .map(([what, n]) => `${n} ${what}`)
      .join(', ')}`,
  )
}

/** Nothing to undo: the rich text keeps the same words, and plain text is no longer a description's shape. */
export async function down(_args: DataUpgradeArgs): Promise<void> {}
