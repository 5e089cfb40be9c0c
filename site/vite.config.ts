import path from 'node:path'
import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = path.dirname(fileURLToPath(import.meta.url))
const api = process.env.API_URL ?? 'http://localhost:3000'

export default defineConfig({
  root,
  plugins: [react()],
  // The one module the site shares with the server: the API's shapes, limits and formatters.
  resolve: { alias: { '@contract': path.join(root, '../adapters/contract') } },
  build: { outDir: path.join(root, 'dist'), emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    // In development the site talks to the Express server, as it does from the same origin in production.
    proxy: {
      '/web': api,
      '/api': api,
      '/admin': api,
      '/cms-api': api,
      '/_next': api,
      '/socket.io': { target: api, ws: true },
    },
  },
})
