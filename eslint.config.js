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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'site/build/**',
      'site/.react-router/**',
      '**/.next/**',
      'cms/migrations/**',
      'cms/migrations-postgres/**',
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
  ...houseRules,
)
