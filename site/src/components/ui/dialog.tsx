import { type ReactNode, useEffect, useId, useRef } from 'react'

import { useTexts } from '../../i18n/texts'

type DialogProps = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  actions?: ReactNode
  /** 500 px by default; the video and image viewers are wider. */
  width?: number
  className?: string
}

/**
 * A modal built on <dialog>.showModal(): the page behind is inert, so focus stays inside, and
 * Escape closes it. Focus returns to where it was when the dialog closes.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  width = 500,
  className,
}: DialogProps) {
  const { t } = useTexts()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const previous = document.activeElement as HTMLElement | null
      dialog.showModal()
      return () => {
        if (dialog.open) dialog.close()
        previous?.focus?.()
      }
    }
  }, [open])

  if (!open) return null
  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      style={{ width: `min(${width}px, calc(100vw - 2rem))` }}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        closeRef.current()
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === ref.current) closeRef.current()
      }}
    >
      <div className="dialog__content">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button dialog__close"
            onClick={() => closeRef.current()}
            aria-label={t('dialog.close')}
            title={t('dialog.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="dialog__body">{children}</div>
        {actions && <footer className="dialog__actions">{actions}</footer>}
      </div>
    </dialog>
  )
}
