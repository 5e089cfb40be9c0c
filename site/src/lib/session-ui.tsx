import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'

/** Why the login dialog opened: an optional notice above the form, and whether to stay on the page after. */
export type LoginRequest = { notice?: string; stayOnPage?: boolean }

type SessionUi = {
  loginRequest: LoginRequest | null
  openLogin: (request?: LoginRequest) => void
  closeLogin: () => void
}

const SessionContext = createContext<SessionUi | null>(null)

/** The login dialog's state, shared by the header and the visit-request form. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [loginRequest, setLoginRequest] = useState<LoginRequest | null>(null)
  const value = useMemo<SessionUi>(
    () => ({
      loginRequest,
      openLogin: (request = {}) => setLoginRequest(request),
      closeLogin: () => setLoginRequest(null),
    }),
    [loginRequest],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSessionUi(): SessionUi {
  const ui = useContext(SessionContext)
  if (!ui) throw new Error('useSessionUi must be used inside SessionProvider')
  return ui
}
