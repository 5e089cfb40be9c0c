import zlib from 'node:zlib'

/**
 * The text a reader sees in a pdfkit PDF: each font's glyph ids mapped back through its
 * ToUnicode table, one shown string a line.
 */
export function pdfText(pdf: Buffer): string {
  const src = pdf.toString('latin1')
  const objects = new Map<string, { dict: string; stream?: string }>()
  for (const m of src.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]
    const at = /\bstream\r?\n/.exec(body)
    const dict = at ? body.slice(0, at.index) : body
    let stream: string | undefined
    if (at) {
      // Read the declared length: compressed bytes may themselves end in "\r" or hold "stream".
      const start = at.index + at[0].length
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1])
      const raw = Buffer.from(Number.isFinite(length) ? body.slice(start, start + length) : body.slice(start).replace(/\r?\nendstream\s*$/, ''), 'latin1')
      try {
        stream = zlib.inflateSync(raw).toString('latin1')
      } catch {
        stream = raw.toString('latin1')
      }
    }
    objects.set(m[1], { dict, stream })
  }
  const cmaps = new Map<string, Map<string, string>>()
  for (const [, o] of objects) {
    for (const f of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(f[2])?.dict ?? '')?.[1]
      const cmap = objects.get(toUnicode ?? '')?.stream
      if (!cmap || cmaps.has(f[1])) continue
      const map = new Map<string, string>()
      for (const r of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
        let code = parseInt(r[1], 16)
        for (const u of r[2].matchAll(/<([0-9a-f ]+)>/gi)) map.set((code++).toString(16).padStart(4, '0'), String.fromCodePoint(...u[1].split(' ').map((h) => parseInt(h, 16))))
      }
      cmaps.set(f[1], map)
    }
  }
  const lines: string[] = []
  for (const [, o] of objects) {
    if (!o.stream || !/\bTJ\b/.test(o.stream)) continue
    let font = ''
    for (const op of o.stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) font = op[1]
      else lines.push([...op[2].matchAll(/<([0-9a-f]+)>/gi)].map((h) => h[1].match(/.{4}/g)!.map((g) => cmaps.get(font)?.get(g) ?? '?').join('')).join(''))
    }
  }
  return lines.join('\n')
}
