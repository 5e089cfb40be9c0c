import { useCallback, useEffect, useRef, useState } from 'react'

export const DESKTOP_QUERY = '(min-width: 992px)'
const CLOSE_DELAY_MS = 100

/**
 * A dropdown that opens on hover only at 992 px and wider and closes 100 ms after the pointer
 * leaves; click, Enter/Space and Escape work at every width.
 */
export function useHoverMenu() {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // A click right after the pointer opened the menu must not close it again.
  const hoverOpenedAt = useRef(0)
  const isDesktop = () =>
    typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches

  const cancelClose = () => clearTimeout(timer.current)
  useEffect(() => cancelClose, [])

  const close = useCallback(() => {
    cancelClose()
    setOpen(false)
  }, [])

  return {
    open,
    close,
    toggle: () => setOpen((o) => (o && Date.now() - hoverOpenedAt.current < 400 ? true : !o)),
    containerProps: {
      onMouseEnter: () => {
        if (!isDesktop()) return
        cancelClose()
        if (!open) hoverOpenedAt.current = Date.now()
        setOpen(true)
      },
      onMouseLeave: () => {
        if (!isDesktop()) return
        cancelClose()
        timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS)
      },
      onKeyDown: (e: React.KeyboardEvent) => {
        if (e.key === 'Escape') setOpen(false)
      },
      onBlur: (e: React.FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      },
    },
  }
}
