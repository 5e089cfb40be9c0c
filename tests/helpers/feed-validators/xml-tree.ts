import { SaxesParser } from 'saxes'

/** An element of a parsed document: its name, attributes, children and own text (trimmed). */
export type XmlNode = {
  name: string
  attributes: Record<string, string>
  children: XmlNode[]
  text: string
  /** Whether the element had CDATA in it. */
  cdata: boolean
}

/** Parses a whole document strictly (saxes: well-formed, no DTD, no unknown entity) into a tree. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: false })
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '', cdata: false }
  const stack: XmlNode[] = [root]
  const top = () => stack[stack.length - 1]
  parser.on('doctype', () => {
    throw new Error('a feed has no DOCTYPE')
  })
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: '',
      cdata: false,
    }
    top().children.push(node)
    stack.push(node)
  })
  parser.on('text', (t) => {
    top().text += t
  })
  parser.on('cdata', (t) => {
    top().text += t
    top().cdata = true
  })
  parser.on('closetag', () => {
    const node = stack.pop() as XmlNode
    node.text = node.text.trim()
  })
  parser.on('error', (e) => {
    throw e
  })
  parser.write(xml).close()
  if (root.children.length !== 1) throw new Error('a document has one root element')
  return root.children[0]
}

export const childrenNamed = (node: XmlNode, name: string): XmlNode[] =>
  node.children.filter((c) => c.name === name)
export const child = (node: XmlNode, name: string): XmlNode | undefined =>
  node.children.find((c) => c.name === name)
/** A path of child names from `node`, e.g. `location/latitude`. */
export const at = (node: XmlNode, path: string): XmlNode | undefined =>
  path.split('/').reduce<XmlNode | undefined>((n, name) => (n ? child(n, name) : undefined), node)
