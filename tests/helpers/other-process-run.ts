import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { tsNodeArgs } from '../../scripts/ts-process'

const SCRIPT = path.resolve(__dirname, 'other-process.ts')

/** Runs tests/helpers/other-process.ts with `args` and this process's environment (plus `env`) until it prints `ready`. */
export function otherProcess(
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, tsNodeArgs(SCRIPT, ...args), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = ready.exec(out)
      if (match) resolve({ child, match })
    })
    child.once('exit', (code) =>
      reject(new Error(`the other process exited (${code}) before it was ready`)),
    )
  })
}
