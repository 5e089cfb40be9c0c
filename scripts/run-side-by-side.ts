// Runs commands at the same time, each output line prefixed with its label, so that the two
// database engines' integration runs share the machine's cores instead of waiting on each other.
import { spawn } from 'node:child_process'
import readline from 'node:readline'

export type Run = { label: string; cmd: string; args: string[]; env?: Record<string, string> }

const prefixed = (label: string, stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) =>
  readline
    .createInterface({ input: stream })
    .on('line', (line) => out.write(`[${label}] ${line}\n`))

/** Resolves with each run's exit code, in the order given, once all have ended. */
export const runSideBySide = (runs: Run[]): Promise<number[]> =>
  Promise.all(
    runs.map(
      (r) =>
        new Promise<number>((resolve) => {
          const child = spawn(r.cmd, r.args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, ...r.env },
          })
          prefixed(r.label, child.stdout, process.stdout)
          prefixed(r.label, child.stderr, process.stderr)
          child.on('error', () => resolve(1))
          child.on('close', (code) => resolve(code ?? 1))
        }),
    ),
  )
