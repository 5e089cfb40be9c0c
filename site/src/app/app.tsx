import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'

import { DialogsProvider } from '../components/ui/dialogs-provider'
import { SessionProvider } from '../features/session/components/session-provider'
import { createQueryClient } from './query-client'
import { createRouter } from './router'

/** Providers around the router: server data, shared dialogs. i18n is initialised before render (main.tsx). */
export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <DialogsProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </DialogsProvider>
    </QueryClientProvider>
  )
}
