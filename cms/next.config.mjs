import { withPayload } from '@payloadcms/next/withPayload'

/** Next only serves Payload's admin and REST API here; the public site is the Vite build. */
const nextConfig = {
  // Type checking is done once for the whole repository by `npm run typecheck`.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
  poweredByHeader: false,
  productionBrowserSourceMaps: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
