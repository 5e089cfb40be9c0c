import zlib from 'node:zlib'

type PdfObject = { dict: string; stream?: string }

/** One shown string of a page, with the fill colour (RGB, 0 to 1) and font size it is drawn in. */
export type TextRun = { text: string; fill: [number, number, number]; size: number }

/** The objects of a pdfkit PDF (streams inflated) and each font's glyph id → text table. */
function parse(pdf: Buffer): {
  objects: Map<string, PdfObject>
  cmaps: Map<string, Map<string, string>>
} {
  const src = pdf.toString('latin1')
  const objects = new Map<string, PdfObject>()
  for (const m of src.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]
    const at = /\bstream\r?\n/.exec(body)
    const dict = at ? body.slice(0, at.index) : body
    let stream: string | undefined
    if (at) {
      // Read the declared length: compressed bytes may themselves end in "\r" or hold "stream".
      const start = at.index + at[0].length
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1])
      const raw = Buffer.from(
        Number.isFinite(length)
          ? body.slice(start, start + length)
          : body.slice(start).replace(/\r?\nendstream\s*$/, ''),
        'latin1',
      )
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
        for (const u of r[2].matchAll(/<([0-9a-f ]+)>/gi))
          map.set(
            (code++).toString(16).padStart(4, '0'),
            String.fromCodePoint(...u[1].split(' ').map((h) => parseInt(h, 16))),
          )
      }
      cmaps.set(f[1], map)
    }
  }
  return { objects, cmaps }
}

/** The ids of a pdfkit PDF's page objects, in order (its page tree is one level deep). */
function pageIds(objects: Map<string, PdfObject>): string[] {
  const root = [...objects.values()].find(
    (o) => /\/Type \/Pages\b/.test(o.dict) && !/\/Parent /.test(o.dict),
  )
  return [...(/\/Kids \[([^\]]*)\]/.exec(root?.dict ?? '')?.[1].matchAll(/(\d+) 0 R/g) ?? [])].map(
    (k) => k[1],
  )
}

const shown = (array: string, font: string, cmaps: Map<string, Map<string, string>>) =>
  [...array.matchAll(/<([0-9a-f]+)>/gi)]
    .map((h) =>
      h[1]
        .match(/.{4}/g)!
        .map((g) => cmaps.get(font)?.get(g) ?? '?')
        .join(''),
    )
    .join('')

/**
 * The text a reader sees in a pdfkit PDF: each font's glyph ids mapped back through its
 * ToUnicode table, one shown string a line.
 */
export function pdfText(pdf: Buffer): string {
  const { objects, cmaps } = parse(pdf)
  const lines: string[] = []
  for (const [, o] of objects) {
    if (!o.stream || !/\bTJ\b/.test(o.stream)) continue
    let font = ''
    for (const op of o.stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) font = op[1]
      else lines.push(shown(op[2], font, cmaps))
    }
  }
  return lines.join('\n')
}

/**
 * The pages of a pdfkit PDF in order, each as its shown strings with the fill colour in force
 * when each was drawn: the graphics state is followed through `q`/`Q`, and a colour is set by
 * `rg`, `sc`/`scn` (three components) or `g`. pdfkit writes one operator a line.
 */
export function pdfPages(pdf: Buffer): TextRun[][] {
  const { objects, cmaps } = parse(pdf)
  return pageIds(objects).map((id) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(id)?.dict ?? '')?.[1]
    const stream = objects.get(contents ?? '')?.stream ?? ''
    const runs: TextRun[] = []
    const stack: [number, number, number][] = []
    let fill: [number, number, number] = [0, 0, 0]
    let font = ''
    let size = 0
    for (const line of stream.split('\n')) {
      const op = line.trim()
      let m: RegExpExecArray | null
      if (op === 'q') stack.push(fill)
      else if (op === 'Q') fill = stack.pop() ?? [0, 0, 0]
      else if ((m = /^([\d.]+) ([\d.]+) ([\d.]+) (?:rg|scn|sc)$/.exec(op)))
        fill = [Number(m[1]), Number(m[2]), Number(m[3])]
      else if ((m = /^([\d.]+) g$/.exec(op))) fill = [Number(m[1]), Number(m[1]), Number(m[1])]
      else if ((m = /^\/(F\d+) ([\d.]+) Tf$/.exec(op))) [font, size] = [m[1], Number(m[2])]
      else if ((m = /^\[(.*)\] TJ$/.exec(op)))
        runs.push({ text: shown(m[1], font, cmaps), fill, size })
    }
    return runs
  })
}

/** A picture as a page draws it: where and how large (points, from the page's bottom left), and its embedded bytes. */
export type DrawnImage = {
  x: number
  y: number
  width: number
  height: number
  /** The image's own size in pixels. */
  pixels: { width: number; height: number }
  /** The stream's filter: DCTDecode for a JPEG, whose `bytes` are then the JPEG file itself. */
  filter: string
  bytes: Buffer
}

type Matrix = [number, number, number, number, number, number]
/** `m` applied after `ctm`, as the `cm` operator concatenates them. */
const concat = (m: Matrix, ctm: Matrix): Matrix => [
  m[0] * ctm[0] + m[1] * ctm[2],
  m[0] * ctm[1] + m[1] * ctm[3],
  m[2] * ctm[0] + m[3] * ctm[2],
  m[2] * ctm[1] + m[3] * ctm[3],
  m[4] * ctm[0] + m[5] * ctm[2] + ctm[4],
  m[4] * ctm[1] + m[5] * ctm[3] + ctm[5],
]

/**
 * The images each page of a pdfkit PDF draws, in order: the current transformation matrix is
 * followed through `q`/`Q` and `cm`, and each `Do` of an image maps the unit square through it.
 */
export function pdfImages(pdf: Buffer): DrawnImage[][] {
  const { objects } = parse(pdf)
  return pageIds(objects).map((id) => {
    const pageDict = objects.get(id)?.dict ?? ''
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(pageDict)?.[1]
    const resources = resourcesRef ? (objects.get(resourcesRef)?.dict ?? '') : pageDict
    const xobjects = new Map(
      [
        ...(/\/XObject\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\S+) (\d+) 0 R/g),
      ].map((m) => [m[1], m[2]]),
    )
    const contents = /\/Contents (\d+) 0 R/.exec(pageDict)?.[1]
    const stream = objects.get(contents ?? '')?.stream ?? ''
    const drawn: DrawnImage[] = []
    const stack: Matrix[] = []
    let ctm: Matrix = [1, 0, 0, 1, 0, 0]
    const num = '(-?[\\d.]+)'
    const cm = new RegExp(`^${Array(6).fill(num).join(' ')} cm$`)
    for (const line of stream.split('\n')) {
      const op = line.trim()
      let m: RegExpExecArray | null
      if (op === 'q') stack.push(ctm)
      else if (op === 'Q') ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0]
      else if ((m = cm.exec(op))) ctm = concat(m.slice(1, 7).map(Number) as Matrix, ctm)
      else if ((m = /^\/(\S+) Do$/.exec(op))) {
        const image = objects.get(xobjects.get(m[1]) ?? '')
        if (!image || !/\/Subtype \/Image/.test(image.dict)) continue
        const xs = [ctm[4], ctm[4] + ctm[0], ctm[4] + ctm[2], ctm[4] + ctm[0] + ctm[2]]
        const ys = [ctm[5], ctm[5] + ctm[1], ctm[5] + ctm[3], ctm[5] + ctm[1] + ctm[3]]
        drawn.push({
          x: Math.min(...xs),
          y: Math.min(...ys),
          width: Math.max(...xs) - Math.min(...xs),
          height: Math.max(...ys) - Math.min(...ys),
          pixels: {
            width: Number(/\/Width (\d+)/.exec(image.dict)?.[1]),
            height: Number(/\/Height (\d+)/.exec(image.dict)?.[1]),
          },
          filter: /\/Filter \/(\w+)/.exec(image.dict)?.[1] ?? '',
          bytes: Buffer.from(image.stream ?? '', 'latin1'),
        })
      }
    }
    return drawn
  })
}

/** Each page's size in points, from its MediaBox. */
export function pdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  const { objects } = parse(pdf)
  return pageIds(objects).map((id) => {
    const box = /\/MediaBox \[([^\]]*)\]/
      .exec(objects.get(id)?.dict ?? '')?.[1]
      .trim()
      .split(/\s+/)
    return {
      width: Number(box?.[2]) - Number(box?.[0]),
      height: Number(box?.[3]) - Number(box?.[1]),
    }
  })
}

/** The names of the fonts a PDF embeds, without their subset tag ("Inter-Regular"). */
export function pdfFontNames(pdf: Buffer): string[] {
  const { objects } = parse(pdf)
  const names = new Set<string>()
  for (const [, o] of objects)
    for (const m of o.dict.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/>\]]+)/g)) names.add(m[1])
  return [...names].sort()
}
