type Made<T> = { value: T; teardown: () => Promise<unknown> | void }
type Shared = { made: Promise<Made<unknown>>; users: number }

/**
 * Makes something once per Vitest run for every project whose global set-up asks for it (the
 * integration tests' two projects share one migrated template), and tears it down after the
 * last of them. Each project loads its global set-up on its own, hence a process-wide store.
 */
export async function oncePerRun<T>(
  key: string,
  make: () => Promise<Made<T>>,
): Promise<{ value: T; release: () => Promise<void> }> {
  const store = ((globalThis as { __oncePerRun?: Map<string, Shared> }).__oncePerRun ??= new Map())
  let shared = store.get(key)
  if (!shared) store.set(key, (shared = { made: make(), users: 0 }))
  shared.users++
  const made = (await shared.made) as Made<T>
  const release = async () => {
    if (--shared.users > 0) return
    store.delete(key)
    await made.teardown()
  }
  return { value: made.value, release }
}
