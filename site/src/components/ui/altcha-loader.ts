/**
 * Loads the ALTCHA widget the CSP-friendly way: the "external" build (no inline styles or
 * blob-built scripts of its own), its stylesheet, and its proof-of-work workers bundled as files.
 */
let loading: Promise<void> | null = null

export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external')
    await import('altcha/altcha.css')
    const [{ default: Pbkdf2Worker }, { default: ShaWorker }] = await Promise.all([
      import('altcha/workers/pbkdf2?worker'),
      import('altcha/workers/sha?worker'),
    ])
    const registry = (globalThis as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha
      .algorithms
    for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
      registry.set(name, () => new Pbkdf2Worker())
    for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) registry.set(name, () => new ShaWorker())
  })()
  return loading
}
