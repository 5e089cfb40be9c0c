import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  // Every public page is rendered on the server, then hydrated by the same components.
  ssr: true,
} satisfies Config
