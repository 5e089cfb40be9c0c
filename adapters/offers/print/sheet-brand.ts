import { createRequire } from 'node:module'
import path from 'node:path'

/** The site's colours (the tokens of site/src/styles/base.css), so that the printed sheet looks like the site. */
export const BRAND = {
  navy: '#14213d',
  sand: '#e9dcc3',
  sandLight: '#f6f1e7',
  gold: '#8a6a35',
  ink: '#1b2130',
  muted: '#596072',
  line: '#e2ddd3',
  danger: '#a4262c',
} as const

const require = createRequire(import.meta.url)
const fontFile = (pkg: string, weight: string, family: string) =>
  path.join(
    path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`)),
    weight,
    `${family}_${weight}.ttf`,
  )

/**
 * The site's faces as full TrueType files (Latin, Latin-ext, Cyrillic, €): Cormorant Garamond
 * for titles, Inter for text. pdfkit embeds only the glyphs a sheet uses.
 */
export const SHEET_FONTS = {
  display: fontFile('cormorant-garamond', '600SemiBold', 'CormorantGaramond'),
  displayLight: fontFile('cormorant-garamond', '500Medium', 'CormorantGaramond'),
  body: fontFile('inter', '400Regular', 'Inter'),
  bold: fontFile('inter', '600SemiBold', 'Inter'),
} as const

export type SheetFont = keyof typeof SHEET_FONTS

export function registerSheetFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(SHEET_FONTS)) doc.registerFont(name, file)
}
