import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False on the server and while the page hydrates, true after: for what only a browser can show (a map, stored choices). */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
