import { describe, expect, it } from 'vitest'

import { processStopWatch } from './process-stop'

const nativeFrames = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `${i + 1}: 0x${(0x195e376 + i).toString(16)} v8::internal::Frame${i}() [/usr/bin/node]\n`,
  ).join('')

describe("an import process's stop", () => {
  it('is out of memory when Node said so, however long the native stack trace after it', () => {
    const watch = processStopWatch()
    watch.add('\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - ')
    watch.add('JavaScript heap out of memory\n----- Native stack trace -----\n\n')
    // Arriving in small pieces, longer in all than the end of the output that is kept.
    for (let i = 0; i < 120; i++) watch.add(nativeFrames(1))
    expect(watch.reason(null, 'SIGABRT', 16)).toBe(
      'The import stopped with its process: it needed more than 16 MB of memory (FEED_IMPORT_MEMORY_MB).',
    )
  })

  it("otherwise gives the signal or the exit code, and the output's last line", () => {
    const crashed = processStopWatch()
    crashed.add('Segmentation fault in the decoder\n')
    expect(crashed.reason(null, 'SIGSEGV', 16)).toBe(
      'The import stopped with its process (signal SIGSEGV): Segmentation fault in the decoder',
    )
    expect(processStopWatch().reason(3, null, 16)).toBe(
      'The import stopped with its process (exit code 3).',
    )
  })
})
