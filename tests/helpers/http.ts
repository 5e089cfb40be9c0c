import { CLIENT_PASSWORD } from './factories'

/** The one way tests call the legacy JSON API of a running server: real HTTP, JSON in and out. */
export type Answer<T = Record<string, unknown>> = { status: number; body: T & { err: null | { code: string; message: string; fields?: string[] } } }

/** One JSON call to the running server, optionally as a signed-in client. */
// Answers are read field by field in assertions, whose failures say what differs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = Record<string, any>>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { 'x-access-token': token } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] }
}

export async function signIn(baseUrl: string, login: string, password: string = CLIENT_PASSWORD) {
  const answer = await call(baseUrl, 'POST', '/web/1.0/signin', { co_login: login, co_password: password })
  if (answer.status !== 200) throw new Error(`sign-in of ${login} answered ${answer.status} ${JSON.stringify(answer.body)}`)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return answer.body as unknown as { err: null; accesstoken: string; refreshtoken: string; data: Record<string, any>; preferences: Record<string, unknown> }
}
