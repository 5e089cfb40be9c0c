/**
 * Gives an overlay its own history entry, so the browser's Back (a phone's back gesture) closes
 * the overlay instead of leaving the page. The entry keeps the page's address and router state;
 * the popstate that leaves it is stopped before the router hears it (a listener on the capture
 * phase of window runs first), so the page is neither reloaded nor scrolled.
 *
 * Returns what to call when the overlay closes by itself (button, Escape): the entry is taken back off.
 */
export function openOverlayEntry(onBack: () => void): () => void {
  window.history.pushState({ ...(window.history.state as object | null), overlay: true }, '')
  let open = true
  const onPop = (e: PopStateEvent) => {
    window.removeEventListener('popstate', onPop, true)
    e.stopImmediatePropagation()
    if (!open) return
    open = false
    onBack()
  }
  window.addEventListener('popstate', onPop, true)
  return () => {
    if (!open) return
    open = false
    window.history.back()
  }
}
