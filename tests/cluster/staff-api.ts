import { DEMO_STAFF } from '@cms/seed/demo-accounts'

/** Staff's side of the cluster test: Payload's REST API (/cms-api) signed in as the demo administrator. */
export type Staff = { token: string }

const headers = (staff: Staff) => ({
  'content-type': 'application/json',
  authorization: `JWT ${staff.token}`,
})

export async function signInStaff(baseUrl: string): Promise<Staff> {
  const res = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
  })
  const { token } = (await res.json()) as { token?: string }
  if (!res.ok || !token) throw new Error(`staff sign-in answered ${res.status}`)
  return { token }
}

/** One REST call as staff; answers the status and the JSON body. */
export async function staffCall<T = Record<string, unknown>>(
  baseUrl: string,
  staff: Staff,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/cms-api${path}`, {
    method,
    headers: { ...headers(staff), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: unknown = {}
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = { text: text.slice(0, 200) }
  }
  return { status: res.status, body: parsed as T }
}

/** A client account made by staff (not a lead: no mail), answering its id and log-in. */
export async function createClient(baseUrl: string, staff: Staff, n: string, password: string) {
  const answer = await staffCall<{ doc?: { id: number } }>(baseUrl, staff, 'POST', '/contacts', {
    username: `cluster.${n}`,
    email: `cluster.${n}@example.com`,
    password,
    co_firstname: 'Jeanne',
    co_name: `Cluster ${n}`,
    co_type: 'user',
  })
  if (answer.status !== 201 || !answer.body.doc)
    throw new Error(`creating a client answered ${answer.status} ${JSON.stringify(answer.body)}`)
  return { id: answer.body.doc.id, login: `cluster.${n}` }
}

/** Renames an offer in French, published at once; answers the status. */
export async function renameOffer(baseUrl: string, staff: Staff, id: number, name: string) {
  const answer = await staffCall(baseUrl, staff, 'PATCH', `/offers/${id}?locale=fr`, {
    of_name: name,
    _status: 'published',
  })
  return answer.status
}

/** A message from the agency to a client: it reaches the client's open pages live. */
export async function writeToClient(baseUrl: string, staff: Staff, clientId: number, n: number) {
  const answer = await staffCall(baseUrl, staff, 'POST', '/messages', {
    contact: clientId,
    subject: `Cluster ${n}`,
    body: `Message ${n}`,
  })
  if (answer.status !== 201)
    throw new Error(`writing to a client answered ${answer.status} ${JSON.stringify(answer.body)}`)
}
