import { describe, expect, it } from 'vitest'

import { env } from '../env'
import { jobsConfig } from './jobs-config'

describe('jobsConfig', () => {
  it('runs the queued jobs unless the instance is told JOBS=off (a web-only replica)', async () => {
    const on = jobsConfig(env())
    const off = jobsConfig({ ...env(), JOBS: 'off' })
    expect(on.autoRun).not.toHaveLength(0)
    expect(await on.shouldAutoRun?.({} as never)).toBe(true)
    expect(await off.shouldAutoRun?.({} as never)).toBe(false)
  })
})
