// Reads Vitest's JSON reports and prints where the time went: the slowest test files of the run.
import fs from 'node:fs'
import path from 'node:path'

type Report = { testResults?: { name: string; startTime: number; endTime: number }[] }

/** Per-file durations of one report, in seconds, named relative to the checkout. */
export const fileDurations = (reportPath: string, label: string) => {
  if (!fs.existsSync(reportPath)) return []
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as Report
  return (report.testResults ?? []).map((r) => ({
    file: `${label} ${path.relative(process.cwd(), r.name)}`,
    seconds: (r.endTime - r.startTime) / 1000,
  }))
}

/** Prints the `count` slowest files of all the reports given (label → report path). */
export const printSlowest = (reports: Record<string, string>, count = 10) => {
  const all = Object.entries(reports).flatMap(([label, file]) => fileDurations(file, label))
  if (!all.length) return
  const total = all.reduce((s, f) => s + f.seconds, 0)
  console.log(
    `\n━━ the ${count} slowest test files (of ${all.length}, ${total.toFixed(0)} s in all)`,
  )
  for (const f of all.sort((a, b) => b.seconds - a.seconds).slice(0, count))
    console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.file}`)
}
