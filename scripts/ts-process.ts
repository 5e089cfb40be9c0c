/**
 * How every TypeScript process of the project starts Node: tsx's loader and the `production`
 * export condition (package.json's scripts pass the same flag to tsx).
 *
 * Without the condition, Lexical's packages resolve to their Node entries, each of which picks its
 * build with a top-level `await import()`. With a dozen of them evaluating at once, Node 20 now and
 * then never settles the start-up import: the process hangs, or exits 13 with nothing left to run
 * (7 of 93 starts, three at a time under load). The condition names the build directly.
 */
export const NODE_CONDITIONS = '--conditions=production'

/** `node` arguments that run `script` (a .ts file) with `args`. */
export const tsNodeArgs = (script: string, ...args: string[]): string[] => [
  NODE_CONDITIONS,
  '--import',
  'tsx',
  script,
  ...args,
]

/** Whether this process resolves Lexical to its build (it was started with NODE_CONDITIONS). */
export function startedWithConditions(): boolean {
  return !import.meta.resolve('lexical').endsWith('.node.mjs')
}
