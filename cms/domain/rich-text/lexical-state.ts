/**
 * Lexical's saved state, read and written without the editor: the admin's status chips, the
 * publishing rules, the seed and the migration of plain texts all need it, some in the browser.
 */
export type LexicalNode = {
  type: string
  text?: string
  children?: LexicalNode[]
  [key: string]: unknown
}
export type LexicalState = { root: LexicalNode & { type: 'root' } }

export const isLexicalState = (v: unknown): v is LexicalState =>
  !!v &&
  typeof v === 'object' &&
  !!(v as { root?: unknown }).root &&
  typeof (v as { root: unknown }).root === 'object'

const BLOCKS = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list'])

/** The words of a state, one line a block, line breaks kept; a plain string is its own text. */
export function lexicalText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!isLexicalState(value)) return ''
  const out: string[] = []
  const walk = (node: LexicalNode) => {
    if (node.type === 'linebreak') out.push('\n')
    if (typeof node.text === 'string') out.push(node.text)
    for (const child of node.children ?? []) walk(child)
    if (BLOCKS.has(node.type)) out.push('\n')
  }
  walk(value.root)
  return out
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Whether a rich text (or a plain string) holds any visible character: an empty paragraph does not count. */
export const hasText = (value: unknown): boolean => lexicalText(value).trim() !== ''

/** A run of text; `format` is Lexical's bit set (1 bold, 2 italic, …). */
export const textNode = (text: string, format = 0): LexicalNode => ({
  type: 'text',
  text,
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  version: 1,
})
/** An element node of any type (paragraph, list, link, …), with its own fields in `extra`. */
export const blockNode = (
  type: string,
  children: LexicalNode[],
  extra: Record<string, unknown> = {},
): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
  ...extra,
})

/** Small builders for texts written in code (the content pages' first version). */
export const paragraphNode = (text: string): LexicalNode => blockNode('paragraph', [textNode(text)])
export const headingNode = (tag: 'h2' | 'h3', text: string): LexicalNode => ({
  ...blockNode('heading', [textNode(text)]),
  tag,
})
export const lexicalState = (children: LexicalNode[]): LexicalState => ({
  root: { ...blockNode('root', children), type: 'root' },
})

/**
 * A plain text as Lexical paragraphs: a blank line starts a paragraph, a single newline is a
 * line break inside it. Null for an empty text, so an empty field stays empty.
 */
export function plainTextToLexical(text: unknown): LexicalState | null {
  if (typeof text !== 'string' || text.trim() === '') return null
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
  const children = paragraphs.map((p) =>
    blockNode(
      'paragraph',
      p
        .split('\n')
        .flatMap((line, i) =>
          i === 0 ? [textNode(line)] : [{ type: 'linebreak', version: 1 }, textNode(line)],
        ),
    ),
  )
  return lexicalState(children)
}
