import { useLivePreview } from '@payloadcms/live-preview-react'
import { useMemo } from 'react'

import { latestPreviewRequester } from './preview-request'
import { useRenewedToken } from './use-renewed-token'

/** How the live-preview client asks for the merged document: here, one of our preview endpoints. */
type RequestHandler = NonNullable<Parameters<typeof useLivePreview>[0]['requestHandler']>

/**
 * A preview page's answer, kept current with the admin's form: each change arrives as a message
 * from the admin (same origin; any other origin is ignored) and is sent with the token to `path`,
 * which renders it as the public page would. Starts from the server's `initial`; null while the
 * latest answer is a refusal.
 */
export function useLivePreviewAnswer<T extends object>(
  path: string,
  token: string,
  lang: string,
  initial: T,
  id: string | number,
): T | null {
  const currentToken = useRenewedToken(path, token)
  const requestHandler = useMemo<RequestHandler>(() => {
    const ask = latestPreviewRequester(path, currentToken, lang)
    return ({ data }) => ask((data as { data?: Record<string, unknown> }).data)
  }, [path, currentToken, lang])
  const initialData = useMemo(() => ({ ...initial, id }), [initial, id])
  const serverURL = typeof window === 'undefined' ? '' : window.location.origin
  const { data: answer } = useLivePreview<T & { id: string | number; err?: unknown }>({
    initialData,
    serverURL,
    depth: 0,
    requestHandler,
  })
  return answer && !answer.err ? answer : null
}
