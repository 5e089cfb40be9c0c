import { describe, expect, it } from 'vitest'

import { photoGridWords } from './photo-grid-words'
import { moved } from './photo-order'
import { MAX_PHOTO_BYTES, refusalOf, serverRefusal } from './photo-upload'

const fr = photoGridWords.fr

describe('the photo grid’s checks and order', () => {
  it('refuses before sending a file that is not a photo the media take, or too large, in French', () => {
    expect(refusalOf({ type: 'image/gif', size: 10 }, fr)).toBe(
      'Ce fichier n’est pas une photo JPEG, PNG, WebP ou AVIF.',
    )
    expect(refusalOf({ type: 'image/jpeg', size: 21 * 1024 * 1024 }, fr)).toBe(
      'Fichier trop volumineux (21,0 Mo) : 20 Mo au plus.',
    )
    expect(refusalOf({ type: 'image/jpeg', size: MAX_PHOTO_BYTES }, fr)).toBeNull()
    // A type the browser cannot tell is left to the server, which reads the bytes.
    expect(refusalOf({ type: '', size: 10 }, fr)).toBeNull()
  })

  it('names the server’s refusals in the staff’s words', () => {
    const invalidFile = {
      errors: [
        {
          message: 'The following field is invalid: file',
          data: { errors: [{ path: 'file', message: 'Invalid' }] },
        },
      ],
    }
    expect(serverRefusal(400, invalidFile, fr, 100)).toBe(fr.wrongType)
    const messageOnly = { errors: [{ message: 'The following field is invalid: file' }] }
    expect(serverRefusal(400, messageOnly, fr, 100)).toBe(fr.wrongType)
    expect(serverRefusal(413, null, fr, 30 * 1024 * 1024)).toBe(
      'Fichier trop volumineux (30,0 Mo) : 20 Mo au plus.',
    )
    expect(serverRefusal(403, { errors: [{ message: 'Accès refusé' }] }, fr, 1)).toBe(
      'Le serveur a refusé ce fichier : Accès refusé',
    )
    expect(serverRefusal(500, null, photoGridWords.en, 1)).toBe(
      'The server refused this file: HTTP 500',
    )
  })

  it('moves one photo to another place, the others keeping their order', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moved(['a', 'b', 'c'], 1, 3)).toEqual(['a', 'b', 'c'])
    expect(moved(['a', 'b', 'c'], -1, 0)).toEqual(['a', 'b', 'c'])
  })

  it('has every phrase in English as in French', () => {
    expect(Object.keys(photoGridWords.en).sort()).toEqual(Object.keys(fr).sort())
    for (const [key, phrase] of Object.entries(fr))
      expect(phrase.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(
        photoGridWords.en[key as keyof typeof fr].match(/\{\{\w+\}\}/g) ?? [],
      )
  })
})
