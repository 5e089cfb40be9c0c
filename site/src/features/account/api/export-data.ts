import { webActionPath } from '@contract/web-actions'

import { ApiError, type ApiErrorBody } from '../../../lib/api-client'
import { withSession } from '../../../api/authed-request'
import { requestEnded, requestStarted } from '../../../lib/loading-store'
import { getAccessToken } from '../../../lib/session'

export type ExportFormat = 'json' | 'html'

/** The file name the server gives in Content-Disposition, else one of ours. */
const fileNameOf = (disposition: string | null, format: ExportFormat): string =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? `my-data.${format}`

/**
 * GET /me/export: the client's data as a file. The call needs the access token in its
 * header, which a plain link cannot send, so the file is fetched and then handed to the browser.
 */
async function fetchOwnData(format: ExportFormat, lang: string) {
  requestStarted()
  try {
    const response = await fetch(`${webActionPath('exportMe')}?format=${format}&lang=${lang}`, {
      headers: { 'x-access-token': getAccessToken() ?? '' },
    })
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { err?: ApiErrorBody } | null
      throw new ApiError(
        response.status,
        body?.err ?? { code: 'server_error', message: `HTTP ${response.status}` },
      )
    }
    return {
      blob: await response.blob(),
      name: fileNameOf(response.headers.get('content-disposition'), format),
    }
  } finally {
    requestEnded()
  }
}

/** Downloads the client's data: the browser saves the file under the server's name. */
export async function downloadOwnData(format: ExportFormat, lang: string): Promise<void> {
  const { blob, name } = await withSession(() => fetchOwnData(format, lang))
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; the address is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
