import { CLIENT_PASSWORD } from './factories'

/** An answer read whole: its status, its headers (lower-case names) and its body as bytes, text or JSON. */
export type Reply = {
  status: number
  headers: Record<string, string>
  bytes: Buffer
  text: () => string
  // Answers are read field by field in assertions, whose failures say what differs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: <T = Record<string, any>>() => T
}

/** Any HTTP request to a running server (fetch), its answer kept as bytes: images, PDF sheets and refused bodies are not all JSON. */
export async function request(
  baseUrl: string,
  method: string,
  path: string,
  { headers, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body })
  const bytes = Buffer.from(await res.arrayBuffer())
  const text = () => bytes.toString('utf8')
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers.entries()),
    bytes,
    text,
    json: () => {
      try {
        return JSON.parse(text())
      } catch {
        throw new Error(
          `${method} ${path} answered ${res.status} with no JSON: ${text().slice(0, 200)}`,
        )
      }
    },
  }
}

/** An answer of the legacy JSON API. */
export type Answer<T = Record<string, unknown>> = {
  status: number
  body: T & { err: null | { code: string; message: string; fields?: string[] } }
}

/** One JSON call to the legacy API of a running server, optionally as a signed-in client. */
// Answers are read field by field in assertions, whose failures say what differs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = Record<string, any>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer<T>> {
  const reply = await request(baseUrl, method, path, {
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'x-access-token': token } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  return { status: reply.status, body: reply.json<Answer<T>['body']>() }
}

export async function signIn(baseUrl: string, login: string, password: string = CLIENT_PASSWORD) {
  const answer = await call(baseUrl, 'POST', '/web/1.0/signin', {
    co_login: login,
    co_password: password,
  })
  if (answer.status !== 200)
    throw new Error(`sign-in of ${login} answered ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body as unknown as {
    err: null
    accesstoken: string
    refreshtoken: string
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    data: Record<string, any>
    preferences: Record<string, unknown>
  }
}
