import pLimit from 'p-limit'

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Runs at most `concurrency` tasks at once, the others waiting in order (p-limit); each task
 * starts on a fresh turn of the event loop. Database reads that run on the main thread (SQLite's
 * are synchronous) thereby leave turns in between for the requests that need no such work: a
 * flood of distinct queries waits in this line instead of holding everyone else's answers.
 */
export function createWorkQueue(concurrency: number) {
  const limit = pLimit(concurrency)
  return {
    run: <T>(task: () => Promise<T>): Promise<T> => limit(() => nextTurn().then(task)),
  }
}
