/** Payload's bulk upload writes these two notices in English whatever the admin's language. */
const SAVED = /^Successfully saved (\d+) files$/
const FAILED = /^Failed to save (\d+) files$/

/** The notice in the admin's language (French unless English was chosen); any other message as it is. */
export function uploadToastWords(message: string, lang: string): string {
  const saved = SAVED.exec(message)
  const failed = FAILED.exec(message)
  const n = Number((saved ?? failed)?.[1])
  if (!saved && !failed) return message
  if (lang === 'en') {
    if (saved) return n === 1 ? '1 file saved' : `${n} files saved`
    return n === 1 ? '1 file could not be saved' : `${n} files could not be saved`
  }
  if (saved) return n === 1 ? '1 fichier enregistré' : `${n} fichiers enregistrés`
  return n === 1
    ? '1 fichier n’a pas pu être enregistré'
    : `${n} fichiers n’ont pas pu être enregistrés`
}
