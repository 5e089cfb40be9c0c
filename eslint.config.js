// Lint: TypeScript's recommended rules, no import cycles, imports in order, and the boundaries of the code. Dependencies
// point one way, site → contract ← cms ← adapters: the contract imports nothing, the site nothing
// from outside site/ but the contract, the CMS nothing from the HTTP layer. Inside the site, features
// never import each other (they are composed in site/src/app) and shared code never imports the app.
import fs from 'node:fs'

import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import houseRules from './eslint/house-rules.js'

const features = fs.readdirSync('site/src/features')

// cms/ is imported as @cms/… from outside it, and relatively inside it (the zones below resolve
// relative paths only, hence these patterns on the specifiers themselves).
const INTO_CMS = {
  regex: '^(\\.\\.?/)+cms(/|$)',
  message: 'Import cms/ as @cms/… from outside it, not by a relative path climbing into it.',
}
const CMS_ADMIN = {
  regex: '^@cms/admin(/|$)',
  message: "cms/admin holds the admin's views: only the admin's configuration reaches them.",
}
const ANY_CMS = {
  regex: '^@cms(/|$)',
  message: 'The site and the contract import nothing of cms/.',
}
const CMS_SELF = {
  regex: '^@cms(/|$)',
  message: 'Inside cms/, import relatively: @cms/… is for the code outside it.',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'site/build/**',
      'site/.react-router/**',
      '**/.next/**',
      'cms/schema/migrations/**',
      'cms/schema/migrations-postgres/**',
      'cms/payload-types.ts',
      'cms/app/**',
      'data/**',
      'test-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      // @cms/… is the repository's own, among the relative imports (eslint-plugin-import-x resolves no alias).
      'import-x/internal-regex': '^@cms/',
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Node's modules, then packages, then the repository's own, each block apart.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index', 'unknown']],
          pathGroups: [{ pattern: '@contract/**', group: 'internal' }],
          'newlines-between': 'always',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./site/src/features/${feature}`,
              from: './site/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: compose them in site/src/app.',
            })),
            {
              target: [
                './site/src/features',
                './site/src/components',
                './site/src/lib',
                './site/src/i18n',
              ],
              from: './site/src/app',
              message: 'Shared code does not import the app.',
            },
            {
              target: './site',
              from: ['./adapters', './cms', './tests', './scripts', './bench'],
              message: 'The site imports only the contract from outside site/.',
            },
            {
              target: './contract',
              from: ['./adapters', './cms', './site', './tests', './scripts', './bench'],
              message: 'The contract depends on nothing.',
            },
            {
              target: './cms',
              from: './adapters',
              message: 'cms/ is below adapters/: what both need lives in cms/ or contract/.',
            },
            {
              target: ['./cms/schema', './cms/domain', './cms/changes', './cms/seed'],
              from: './cms/admin',
              message:
                "cms/admin holds the admin's views: only the admin's configuration reaches them (payload.config.ts, component paths, the import map).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['site/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['cms/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [INTO_CMS] }] },
  },
  {
    files: ['adapters/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [INTO_CMS, CMS_ADMIN] }] },
  },
  {
    files: ['site/**/*.{ts,tsx}', 'contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [INTO_CMS, ANY_CMS] }] },
  },
  {
    files: ['cms/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CMS_SELF] }] },
  },
  ...houseRules,
)
