import { fill, type PhotoGridWords } from './photo-grid-words'

/** The media collection's accepted types (cms/schema/collections/Media.ts), checked again by the server from the bytes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']
/** A photo's largest size: the server takes a little more (the form around the file), so the limit is told before sending. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024

/** The media document as the grid needs it: its thumbnail, and whether only staff may see it. */
export type GridMedia = {
  id: number | string
  filename?: string | null
  alt?: string | null
  private?: boolean | null
  url?: string | null
  thumbnailURL?: string | null
  sizes?: { thumbnail?: { url?: string | null } | null } | null
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',')

/** Why a file cannot be a photo of the offer, before it is sent; null when it may be sent. */
export function refusalOf(file: { type: string; size: number }, w: PhotoGridWords): string | null {
  // A browser that cannot tell the type says nothing: the server, which reads the bytes, decides.
  if (file.type && !PHOTO_TYPES.includes(file.type)) return w.wrongType
  if (file.size > MAX_PHOTO_BYTES) return fill(w.tooLarge, { size: megabytes(file.size) })
  return null
}

type Refusal = { message?: string; data?: { errors?: { path?: string }[] } }

/** The server's refusal in the staff's words: a type or size it refused is named as the check before sending names it. */
export function serverRefusal(
  status: number,
  body: unknown,
  w: PhotoGridWords,
  size: number,
): string {
  if (status === 413) return fill(w.tooLarge, { size: megabytes(size) })
  const errors = (body as { errors?: Refusal[] } | null)?.errors ?? []
  const reason = errors
    .map((e) => e.message ?? '')
    .join(' ')
    .trim()
  // The media's only checks of the file itself: its type, read from its bytes, and that sharp can read it.
  const onFile = errors.some((e) => e.data?.errors?.some((f) => f.path === 'file'))
  // The REST answer may carry only the message, which names the field after a colon: "…invalid: file".
  if (onFile || /:\s*file$|mime|file type|type de fichier/i.test(reason)) return w.wrongType
  return fill(w.refused, { reason: reason || `HTTP ${status}` })
}

/**
 * Sends one file to the media collection through Payload's upload endpoint, under the staff's own
 * session cookie, telling its progress (0 to 1). Resolves with the new media document, or rejects
 * with the refusal in the staff's words.
 */
export function uploadPhoto(
  endpoint: string,
  file: File,
  w: PhotoGridWords,
  onProgress: (share: number) => void,
): Promise<GridMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', endpoint)
    xhr.withCredentials = true
    xhr.responseType = 'json'
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      const body = xhr.response as { doc?: GridMedia } | null
      if (xhr.status >= 200 && xhr.status < 300 && body?.doc) {
        onProgress(1)
        resolve(body.doc)
      } else reject(new Error(serverRefusal(xhr.status, body, w, file.size)))
    }
    xhr.onerror = () => reject(new Error(w.network))
    const form = new FormData()
    form.append('file', file)
    form.append('_payload', JSON.stringify({ private: false }))
    xhr.send(form)
  })
}
