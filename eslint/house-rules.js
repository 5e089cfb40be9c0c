// The house rules that keep the code readable as it grows: short lines (comments and strings
// included), short functions, few casts that silence the type checker, the environment read in one
// place, and file names that say what they hold.
import fileNames from './file-names.js'

const PRODUCTION = [
  'cms/**/*.{ts,tsx}',
  'adapters/**/*.{ts,tsx}',
  'contract/**/*.{ts,tsx}',
  'site/src/**/*.{ts,tsx}',
]
const TESTS = ['**/*.test.{ts,tsx}', 'site/src/test/**', 'tests/**']

/**
 * The only places a value is forced through `unknown` or to `never`, each for a reason its line's
 * comment gives: Payload's adapter internals, a select narrower than the document type, a task
 * whose input type Payload cannot infer, Express's response stand-in.
 */
export const CAST_ALLOWED = [
  'adapters/offers/preview-as-visitor.ts',
  'adapters/offers/preview-draft.ts',
  'adapters/render/visitor-limit.ts',
  'cms/schema/collections/FeedImports/queue-import.ts',
  'cms/admin/dashboard/load-dashboard.ts',
  'cms/admin/dashboard/most-viewed.ts',
  'cms/schema/data-upgrades/steps/plain-texts-as-lexical.ts',
  'cms/domain/mail/send-mail.ts',
  'cms/domain/portals/feed-offers.ts',
  'cms/domain/portals/import/import-offer.ts',
  'cms/domain/portals/import/offer-save.ts',
  'cms/seed/fast-writes.ts',
  'scripts/backup.ts',
]

const CASTS = [
  {
    selector:
      "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
    message:
      '`as unknown as` hides a type error: type the value (or add the file to CAST_ALLOWED with a reason).',
  },
  {
    selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']",
    message:
      '`as never` hides a type error: type the value (or add the file to CAST_ALLOWED with a reason).',
  },
]

/**
 * State kept per Payload instance belongs to the instance (cms/domain/payload/instance-state.ts) or
 * to the services the server builds and closes, never to a module-level map keyed by the instance.
 */
const INSTANCE_STORE = {
  selector: [
    'Program > VariableDeclaration > VariableDeclarator > NewExpression',
    'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression',
  ]
    .map(
      (path) =>
        `${path}[callee.name=/^(Weak)?Map$/] > TSTypeParameterInstantiation` +
        " > TSTypeReference:first-child[typeName.name='Payload']",
    )
    .join(', '),
  message:
    'A module-level map keyed by the Payload instance outlives what owns it: ' +
    'keep the state in instanceStateOf(payload), in a service, or per request (React cache).',
}

/** The site names the API's addresses only through the contract's tables, read by its one client (site/src/lib/web-client.ts). */
const API_ADDRESS = {
  selector: 'Literal[value=/\\/web\\/1\\.0/], TemplateElement[value.raw=/\\/web\\/1\\.0/]',
  message:
    'Name a read of WEB_READS (readerOf, fetchRead) or an address of WEB_ACTIONS (webActionPath), not an address of the API.',
}
const SITE_TESTS = ['site/**/*.test.{ts,tsx}', 'site/src/test/**']

export default [
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { house: fileNames },
    rules: {
      'max-len': [
        'error',
        { code: 160, tabWidth: 2, ignoreUrls: false, ignoreStrings: false, ignoreComments: false },
      ],
      'house/file-names': 'error',
    },
  },
  {
    files: PRODUCTION,
    ignores: TESTS,
    rules: {
      'max-lines-per-function': [
        'warn',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
      'no-restricted-syntax': ['error', ...CASTS, INSTANCE_STORE],
    },
  },
  {
    files: ['scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CASTS, INSTANCE_STORE] },
  },
  { files: CAST_ALLOWED, rules: { 'no-restricted-syntax': ['error', INSTANCE_STORE] } },
  {
    files: ['site/**/*.{ts,tsx}'],
    ignores: SITE_TESTS,
    rules: { 'no-restricted-syntax': ['error', ...CASTS, API_ADDRESS] },
  },
  { files: SITE_TESTS, rules: { 'no-restricted-syntax': ['error', API_ADDRESS] } },
  // A sentence of the server's words stays one literal: its placeholders are typed from it.
  { files: ['cms/domain/messages/*.ts'], rules: { 'max-len': 'off' } },
  {
    files: PRODUCTION,
    ignores: [...TESTS, 'cms/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Settings are read in cms/env.ts only (env(), or a named reader there).',
        },
      ],
    },
  },
]
