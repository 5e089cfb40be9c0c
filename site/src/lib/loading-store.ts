import { useSyncExternalStore } from 'react'

/** The global loading flag: on from each request until its response. */
let pending = 0
const listeners = new Set<() => void>()

function emit() {
  listeners.forEach((l) => l())
}

export function requestStarted(): void {
  pending += 1
  emit()
}

export function requestEnded(): void {
  pending = Math.max(0, pending - 1)
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  )
}
