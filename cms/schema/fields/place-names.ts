/** The offer's area by name, in the admin's two languages. */
export const AREA_NAMES: Record<string, { fr: string; en: string }> = {
  monaco: { fr: 'Monaco', en: 'Monaco' },
  france: { fr: 'Côte d’Azur (France)', en: 'Côte d’Azur (France)' },
  international: { fr: 'International', en: 'International' },
}

const SMALL = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'sur', 'en', 'et'])
const capital = (w: string) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)

/** A town as buildings store it ("ROQUEBRUNE-CAP-MARTIN", "CAP-D'AIL") written as a name: "Roquebrune-Cap-Martin", "Cap-d'Ail". */
export function townName(stored: string): string {
  return stored
    .toLowerCase()
    .split(/([\s-]+)/)
    .map((part, i) => {
      const elided = /^([dl])['’](.*)$/.exec(part)
      if (elided) return `${elided[1]}'${capital(elided[2]!)}`
      return i > 0 && SMALL.has(part) ? part : capital(part)
    })
    .join('')
}
