// The time each step of `npm test` took, printed together at the end (and when a step fails), so
// that a run's figures can be compared with docs/testing.md's and with the previous run's.
const steps: Array<{ title: string; seconds: number; ok: boolean }> = []
const started = Date.now()

export function recordStep(title: string, startedAt: number, ok: boolean): void {
  steps.push({ title, seconds: (Date.now() - startedAt) / 1000, ok })
}

export function printStepTimes(): void {
  console.log('\n━━ step times')
  for (const s of steps)
    console.log(`${s.seconds.toFixed(0).padStart(6)} s  ${s.ok ? '   ' : 'FAILED '}${s.title}`)
  console.log(`${((Date.now() - started) / 1000).toFixed(0).padStart(6)} s  in all`)
}
