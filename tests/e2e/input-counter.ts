import type { Locator, Page } from 'playwright-core'

/**
 * Counts what a person would do to repeat a browser test's steps on one page: a click for each
 * click, check, uncheck or file pick; a keystroke for each character typed or filled and each key
 * pressed (a chord such as Ctrl+A counts one). Whatever helper makes the call, it is counted, since
 * the page's and its locators' own methods are wrapped.
 */
export type InputCount = { clicks: number; keystrokes: number }

type AnyFn = (...args: unknown[]) => Promise<unknown>
const CLICKS = [
  'click',
  'dblclick',
  'check',
  'uncheck',
  'setInputFiles',
  'selectOption',
  'tap',
] as const
const TEXT = ['fill', 'type', 'pressSequentially'] as const

function wrap<T extends object>(
  target: T,
  name: string,
  count: (self: unknown, args: unknown[]) => void,
) {
  const record = target as Record<string, AnyFn>
  const original = record[name]
  if (typeof original !== 'function') return () => undefined
  record[name] = function (this: unknown, ...args: unknown[]) {
    count(this, args)
    return original.apply(this, args)
  }
  return () => {
    record[name] = original
  }
}

const length = (v: unknown) => (typeof v === 'string' ? [...v].length : 0)

/** Starts counting on `page`; `stop()` gives the counts and puts the methods back. */
export function countInputs(page: Page): { count: InputCount; stop: () => InputCount } {
  const count: InputCount = { clicks: 0, keystrokes: 0 }
  // Locators share one prototype across pages: only this page's locators are counted.
  const locatorProto = Object.getPrototypeOf(page.locator('body')) as Locator
  const onPage = (self: unknown) => (self as Locator).page?.() === page
  const restore = [
    ...CLICKS.map((m) =>
      wrap(locatorProto, m, (self) => {
        if (onPage(self)) count.clicks++
      }),
    ),
    ...TEXT.map((m) =>
      wrap(locatorProto, m, (self, args) => {
        if (onPage(self)) count.keystrokes += length(args[0])
      }),
    ),
    wrap(locatorProto, 'press', (self) => {
      if (onPage(self)) count.keystrokes++
    }),
    wrap(page.keyboard, 'type', (_, args) => (count.keystrokes += length(args[0]))),
    wrap(page.keyboard, 'insertText', (_, args) => (count.keystrokes += length(args[0]))),
    wrap(page.keyboard, 'press', () => count.keystrokes++),
    wrap(page.mouse, 'click', () => count.clicks++),
  ]
  return {
    count,
    stop: () => {
      for (const r of restore) r()
      return { ...count }
    },
  }
}
