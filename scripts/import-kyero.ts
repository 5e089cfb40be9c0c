// `npm run import:kyero -- <file or http(s) address> [--feed-name=NAME] [--dry-run]
// [--publish-complete] [--absent=report|keep|unpublish]`: imports the offers of a Kyero v3 feed,
// as the admin's feed imports do, printing its progress and its report. Exit code 1 when the feed
// could not be read to its end.
import type { AbsentRule } from '@cms/domain/portals/import/feed-import-names'

// Written out here: the collection's module reads the configuration as it loads, before JOBS is set.
const ABSENT_RULES: readonly AbsentRule[] = ['report', 'keep', 'unpublish']

type Args = {
  source: string
  feedName?: string
  dryRun: boolean
  publishComplete: boolean
  absentRule: AbsentRule
}

const USAGE =
  'Usage: npm run import:kyero -- <file or http(s) address> [--feed-name=NAME] [--dry-run] [--publish-complete] [--absent=report|keep|unpublish]'

function parseArgs(argv: string[]): Args {
  const args: Args = { source: '', dryRun: false, publishComplete: false, absentRule: 'report' }
  for (const arg of argv) {
    const [flag, value] = arg.split(/=(.*)/s, 2) as [string, string | undefined]
    if (flag === '--dry-run') args.dryRun = true
    else if (flag === '--publish-complete') args.publishComplete = true
    else if (flag === '--feed-name' && value) args.feedName = value
    else if (flag === '--absent' && ABSENT_RULES.includes(value as AbsentRule))
      args.absentRule = value as AbsentRule
    else if (!arg.startsWith('--') && !args.source) args.source = arg
    else throw new Error(`Unknown or incomplete option "${arg}"\n${USAGE}`)
  }
  if (!args.source) throw new Error(USAGE)
  return args
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2))
  // This process imports; the queued jobs (mails, alerts) are the server's to run.
  process.env.JOBS = 'off'
  const { initPayload } = await import('@cms/domain/start/init-payload')
  const { openFeed, defaultFeedName } = await import('@cms/domain/portals/import/feed-source')
  const { importKyeroFeed } = await import('@cms/domain/portals/import/import-kyero')
  const { reportLines } = await import('@cms/domain/portals/import/print-report')
  const { progressBar } = await import('@cms/seed/progress-bar')
  const payload = await initPayload()
  const source = await openFeed(args.source)
  const bar = source.total ? progressBar(source.total, 'offers') : undefined
  const report = await importKyeroFeed(payload, source, {
    feedName: args.feedName ?? defaultFeedName(args.source),
    dryRun: args.dryRun,
    publishComplete: args.publishComplete,
    absentRule: args.absentRule,
    onProgress: ({ processed }) =>
      bar ? bar.update(processed) : process.stderr.write(`\r${processed} offers`),
  })
  if (bar) bar.end()
  else process.stderr.write('\n')
  for (const line of reportLines(report)) console.log(line)
  return report.fatal ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
