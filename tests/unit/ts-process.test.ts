import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { NODE_CONDITIONS, startedWithConditions, tsNodeArgs } from '../../scripts/ts-process'

const resolveLexical = (flags: string[]) =>
  spawnSync(
    process.execPath,
    [...flags, '--input-type=module', '-e', "console.log(import.meta.resolve('lexical'))"],
    { encoding: 'utf8' },
  ).stdout.trim()

describe('how TypeScript processes start Node', () => {
  it('resolves Lexical to its build, not to the entry that picks it with a top-level await', () => {
    expect(resolveLexical([NODE_CONDITIONS])).toMatch(/Lexical\.prod\.mjs$/)
    expect(resolveLexical([])).toMatch(/Lexical\.node\.mjs$/)
    expect(tsNodeArgs('a.ts', 'x')).toEqual([NODE_CONDITIONS, '--import', 'tsx', 'a.ts', 'x'])
  })

  it('runs the test processes with the condition, as the app runs', () => {
    expect(startedWithConditions()).toBe(true)
  })

  it("passes the condition in every package.json script that runs tsx or Payload's CLI, and in the image", () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    const starting = Object.entries(scripts).filter(([, cmd]) => /\btsx\b|\bpayload$/.test(cmd))
    expect(starting.length).toBeGreaterThan(10)
    for (const [name, cmd] of starting) expect(cmd, name).toContain(NODE_CONDITIONS)
    expect(fs.readFileSync('Dockerfile', 'utf8')).toMatch(
      /CMD \["node_modules\/\.bin\/tsx", "--conditions=production", "scripts\/serve\.ts"\]/,
    )
  })
})
