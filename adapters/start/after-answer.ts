/**
 * The work a route goes on with once it has answered (a lead's mails tried at once): the server's
 * close waits for it, up to its drain time, before the database goes. A stop in the middle would
 * leave the mails queued, sent later by the queue, and a mail that left just before the stop
 * marked as not sent, so sent twice.
 */
export type AfterAnswer = {
  /** Runs `work` now; the server's close waits for it. Resolves when it is done. */
  run: (work: () => Promise<unknown>) => Promise<void>
  /** Waits for the work under way, `ms` at most; resolves how much was still running then. */
  settled: (ms: number) => Promise<number>
}

export function createAfterAnswer(): AfterAnswer {
  const underWay = new Set<Promise<void>>()
  return {
    run(work) {
      const done = work()
        .then(() => undefined)
        .finally(() => underWay.delete(done))
      underWay.add(done)
      return done
    },
    async settled(ms) {
      let timer: NodeJS.Timeout | undefined
      const cut = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
      await Promise.race([Promise.allSettled([...underWay]), cut])
      clearTimeout(timer)
      return underWay.size
    },
  }
}
