/** A staff preview's request: the token from the admin, the language, and the form's unsaved values when there are some. */
export const previewBody = (token: string, lang: string, data?: Record<string, unknown>) => ({
  token,
  lang,
  ...(data ? { data } : {}),
})

type Answered = { status: number; body: string }

/**
 * Asks a preview endpoint for each new state of the admin's form, with the token current at the
 * time (it is renewed while the page stays open). Answers may come back out of
 * order while staff type; each is given as the answer to the latest request, so the page never
 * goes back to an older state of the form.
 */
export function latestPreviewRequester(path: string, token: () => string, lang: string) {
  let latest: Promise<Answered> | null = null
  return async (data?: Record<string, unknown>): Promise<Response> => {
    const mine = fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(previewBody(token(), lang, data)),
    }).then(async (res) => ({ status: res.status, body: await res.text() }))
    latest = mine
    await mine.catch(() => undefined)
    const { status, body } = await (latest ?? mine)
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  }
}
