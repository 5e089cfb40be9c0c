import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

const root = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  root,
  // React Router's framework mode: one build for the browser (build/client) and one the Express server renders with (build/server).
  plugins: [reactRouter()],
  // The one module the site shares with the server: the API's shapes, limits and formatters.
  resolve: { alias: { '@contract': path.join(root, '../adapters/contract') } },
  build: { sourcemap: false },
})
