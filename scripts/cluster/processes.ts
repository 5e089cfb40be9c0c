import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

/** A child process of the cluster: its output goes to a log file, and it ends with the cluster. */
export type Proc = {
  name: string
  child: ChildProcess
  log: string
  alive: () => boolean
  /** Resolves once the process has exited. */
  exited: Promise<void>
  /** Sends `signal` and waits for the exit (SIGKILL after `ms`). */
  stop: (signal?: NodeJS.Signals, ms?: number) => Promise<void>
  /** The log's last lines, to show why a process failed. */
  tail: (lines?: number) => string
}

const running = new Set<Proc>()
// Should this process die unexpectedly, its children must not linger on their ports.
process.once('exit', () => {
  for (const p of running) if (p.alive()) p.child.kill('SIGKILL')
})

/**
 * Starts `command`. Each child gets its own process group, so a Ctrl-C in the terminal reaches
 * only the cluster's script, which then stops the children in order (proxy first, database last).
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string; log: string },
): Proc {
  const out = fs.openSync(opts.log, 'a')
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
    stdio: ['ignore', out, out],
    detached: true,
  })
  fs.closeSync(out)
  let done = false
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => ((done = true), running.delete(proc), resolve()))
    child.once('error', () => ((done = true), running.delete(proc), resolve()))
  })
  const proc: Proc = {
    name,
    child,
    log: opts.log,
    alive: () => !done,
    exited,
    stop: async (signal = 'SIGTERM', ms = 20_000) => {
      if (done) return
      child.kill(signal)
      const force = setTimeout(() => child.kill('SIGKILL'), ms)
      await exited
      clearTimeout(force)
    },
    tail: (lines = 30) => {
      try {
        return fs.readFileSync(opts.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
      } catch {
        return ''
      }
    },
  }
  running.add(proc)
  return proc
}
