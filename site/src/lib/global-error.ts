/** Lets code outside React (query callbacks, the API client's callers) open the global error dialog. */
type Listener = (text: string) => void
const listeners = new Set<Listener>()

export function showGlobalError(text: string): void {
  listeners.forEach((l) => l(text))
}

export function onGlobalError(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
