import { describe, expect, it } from 'vitest'

import { env } from '../../env'
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

describe('the retention run', () => {
  it('is scheduled by RETENTION_CRON on its own queue, which the instances look at, one run at a time', () => {
    const config = jobsConfig({ ...env(), RETENTION_CRON: '0 15 2 * * *' })
    const task = config.tasks?.find((t) => t.slug === 'dataRetention')
    expect(task?.schedule).toEqual([
      expect.objectContaining({ cron: '0 15 2 * * *', queue: 'retention' }),
    ])
    expect(task?.concurrency).toMatchObject({ exclusive: true })
    const autoRun = Array.isArray(config.autoRun) ? config.autoRun : []
    expect(autoRun.map((r) => r.queue)).toContain('retention')
  })
})
