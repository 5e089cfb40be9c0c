/**
 * Runs at most `concurrency` tasks at once, the others waiting in order; each task starts on a
 * fresh turn of the event loop. Database reads that run on the main thread (SQLite's are
 * synchronous) thereby leave turns in between for the requests that need no such work: a flood
 * of distinct queries waits in this line instead of holding everyone else's answers.
 */
export function createWorkQueue(concurrency: number) {
  let running = 0
  const waiting: Array<() => void> = []

  const next = () => {
    if (running >= concurrency) return
    const start = waiting.shift()
    if (!start) return
    running++
    setImmediate(start)
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          task()
            .then(resolve, reject)
            .finally(() => {
              running--
              next()
            })
        })
        next()
      })
    },
    /** Tasks started and not yet done, and tasks waiting their turn. */
    size: () => ({ running, waiting: waiting.length }),
  }
}
