// A file's name says what it holds in kebab-case, with one suffix for its kind: `.test` (unit and
// integration tests), `.e2e` (browser tests), `.server` (the site's server-only modules), `.d`
// (declarations), `.config`. Payload's collections and globals keep the PascalCase of their slug's
// type, as Payload's own templates name them; the data upgrades carry their date, as migrations do.
import path from 'node:path'

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.(test|e2e|server|d|config))?\.(ts|tsx|js|mjs)$/
const PASCAL = /^[A-Z][A-Za-z0-9]*\.ts$/
const DATED = /^\d{8}_\d{6}_[a-z0-9_]+\.ts$/

/** @type {import('eslint').Rule.RuleModule} */
const fileNames = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const file = path.relative(process.cwd(), context.filename).split(path.sep).join('/')
    const name = path.basename(file)
    const ok =
      KEBAB.test(name) ||
      (PASCAL.test(name) && /^cms\/schema\/(collections|globals)\//.test(file)) ||
      (DATED.test(name) && file.startsWith('cms/schema/data-upgrades/'))
    return {
      Program(node) {
        if (!ok)
          context.report({
            node,
            message: `File name "${name}": kebab-case with one of the suffixes .test, .e2e, .server, .d or .config.`,
          })
      },
    }
  },
}

export default { rules: { 'file-names': fileNames } }
