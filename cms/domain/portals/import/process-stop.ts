/** The end of the process's error output kept to say why it stopped. */
const STDERR_KEPT = 4_096
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|ERR_WORKER_OUT_OF_MEMORY/i

/**
 * Follows the error output of an import's process to say why it stopped: the end of it, and
 * whether Node ever said it ran out of memory (it says so before a native stack trace that can
 * be longer than the end kept).
 */
export function processStopWatch() {
  let kept = ''
  let outOfMemory = false
  return {
    add(chunk: string): void {
      kept = (kept + chunk).slice(-STDERR_KEPT)
      outOfMemory ||= OUT_OF_MEMORY.test(kept)
    },
    /** Why the import's process stopped without its report, in the report's words. */
    reason(code: number | null, signal: NodeJS.Signals | null, memoryMb: number): string {
      if (outOfMemory)
        return `The import stopped with its process: it needed more than ${memoryMb} MB of memory (FEED_IMPORT_MEMORY_MB).`
      const lastLine = kept.trim().split('\n').pop()?.trim()
      return `The import stopped with its process (${signal ? `signal ${signal}` : `exit code ${code}`})${lastLine ? `: ${lastLine}` : '.'}`
    },
  }
}
