import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { instanceStateOf, newInstanceState } from './instance-state'
import { TransactionEndings, withTransactionEndings } from './transaction-endings'

afterEach(() => vi.useRealTimers())

describe('TransactionEndings', () => {
  it('tells each waiter once, when its own transaction ends, and forgets it', () => {
    const endings = new TransactionEndings()
    const told: string[] = []
    endings.wait('a', 30_000, () => told.push('a1'))
    endings.wait('a', 30_000, () => told.push('a2'))
    endings.wait('b', 30_000, () => told.push('b'))
    endings.ended('a')
    endings.ended('a')
    expect(told).toEqual(['a1', 'a2'])
    expect(endings.size).toBe(1)
    endings.ended('b')
    expect([told, endings.size]).toEqual([['a1', 'a2', 'b'], 0])
  })

  it('tells a waiter after the give-up delay when its transaction never reports its end', () => {
    vi.useFakeTimers()
    const endings = new TransactionEndings()
    const told = vi.fn()
    endings.wait(7, 1000, told)
    vi.advanceTimersByTime(999)
    expect(told).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(told).toHaveBeenCalledTimes(1)
    expect(endings.size).toBe(0)
    endings.ended(7)
    expect(told).toHaveBeenCalledTimes(1)
  })
})

describe('withTransactionEndings', () => {
  it("makes the adapter's commit and rollback tell the endings, after the database has ended them", async () => {
    const order: string[] = []
    const db = {
      commitTransaction: async (id: unknown) => void order.push(`commit ${String(await id)}`),
      rollbackTransaction: async (id: unknown) => void order.push(`rollback ${String(await id)}`),
    } as unknown as BaseDatabaseAdapter
    const adapter = { init: () => db } as unknown as DatabaseAdapterObj
    const endings = new TransactionEndings()
    const made = withTransactionEndings(adapter, endings).init({ payload: {} as Payload })
    endings.wait('t1', 30_000, () => order.push('t1 ended'))
    endings.wait('t2', 30_000, () => order.push('t2 ended'))
    await made.commitTransaction('t1')
    await made.rollbackTransaction(Promise.resolve('t2'))
    expect(order).toEqual(['commit t1', 't1 ended', 'rollback t2', 't2 ended'])
  })
})

describe('instanceStateOf', () => {
  it("gives each configuration's instance its own state, and refuses an instance built elsewhere", () => {
    const one = newInstanceState()
    const two = newInstanceState()
    // Only the configuration's server-only `custom` is read.
    const instance = (custom: object) => ({ config: { custom } }) as unknown as Payload
    expect(instanceStateOf(instance({ instance: one }))).toBe(one)
    expect(instanceStateOf(instance({ instance: two })).changes).not.toBe(one.changes)
    expect(() => instanceStateOf(instance({}))).toThrow(/instance state/)
  })
})
