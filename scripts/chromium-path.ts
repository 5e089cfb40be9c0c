/** Debian's Chromium, which the browser tests and the benchmarks drive (never a downloaded browser); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium'
