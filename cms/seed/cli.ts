// `npm run seed [-- --offers N] [--small-images]`: loads or tops up the demo data.
import { initPayload } from '../domain/start/init-payload'
import { DEFAULT_OFFERS, seed } from './index'

function parseArgs(argv: string[]): { offers: number; small: boolean } {
  let offers = DEFAULT_OFFERS
  const i = argv.indexOf('--offers')
  if (i >= 0) {
    const n = Number(argv[i + 1])
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`--offers expects a whole number, got "${argv[i + 1] ?? ''}"`)
    offers = n
  }
  return { offers, small: argv.includes('--small-images') }
}

async function main(): Promise<void> {
  const { offers, small } = parseArgs(process.argv.slice(2))
  const started = Date.now()
  const payload = await initPayload()
  const summary = await seed(payload, {
    offers,
    imageSize: small ? 'small' : 'full',
    progress: true,
    log: (line) => process.stderr.write(`${line}\n`),
  })
  console.log(`Seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  for (const [k, v] of Object.entries(summary)) console.log(`  ${k.padEnd(13)} ${v}`)
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
