/**
 * A text progress bar: `[#####.....] 1234/5000 offers 12.3 s`, redrawn in place on a terminal,
 * one line about every 10 % otherwise (logs, CI).
 */
export function progressBar(
  total: number,
  label: string,
  out: NodeJS.WriteStream = process.stderr,
): { update: (done: number) => void; end: () => void } {
  const started = Date.now()
  const tty = Boolean(out.isTTY)
  let lastTenth = -1
  const line = (done: number) => {
    const width = 30,
      filled = total ? Math.round((done / total) * width) : width
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${label} ${((Date.now() - started) / 1000).toFixed(1)} s`
  }
  return {
    update(done) {
      if (tty) out.write(`\r${line(done)}`)
      else {
        const tenth = total ? Math.floor((done / total) * 10) : 10
        if (tenth > lastTenth) {
          lastTenth = tenth
          out.write(`${line(done)}\n`)
        }
      }
    },
    end() {
      if (tty) out.write('\n')
    },
  }
}
