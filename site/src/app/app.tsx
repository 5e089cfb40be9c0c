import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'

import { DialogsProvider } from '../components/ui/dialogs-provider'
import { LiveUpdates } from '../features/live/components/live-updates'
import { SessionProvider } from '../lib/session-ui'
import { createQueryClient } from './query-client'
import { createRouter } from './router'

/** Providers around the router: server data, shared dialogs, the login dialog's state and a signed-in client's live channel. i18n is initialised before render (main.tsx). */
export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <DialogsProvider>
        <SessionProvider>
          <LiveUpdates />
          <RouterProvider router={router} />
        </SessionProvider>
      </DialogsProvider>
    </QueryClientProvider>
  )
}
