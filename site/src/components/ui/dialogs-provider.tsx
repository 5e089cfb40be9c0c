import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'

import { useTexts } from '../../i18n/texts'
import { Dialog } from './dialog'

type Message = { title: string; text: ReactNode }
type Pending = Message & { kind: 'message' | 'confirm'; resolve: (ok: boolean) => void }

type Dialogs = {
  /** A message dialog with an OK button. */
  showMessage: (message: Message) => Promise<void>
  /** The global error dialog, titled 'Erreur' in French. */
  showError: (text: ReactNode) => Promise<void>
  /** Resolves true on confirm, false on cancel or Escape. */
  confirm: (message: Message) => Promise<boolean>
}

const DialogsContext = createContext<Dialogs | null>(null)

export function DialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useTexts()
  const [queue, setQueue] = useState<Pending[]>([])
  const current = queue[0]

  const push = useCallback(
    (kind: Pending['kind'], message: Message) =>
      new Promise<boolean>((resolve) => setQueue((q) => [...q, { ...message, kind, resolve }])),
    [],
  )
  const settle = (ok: boolean) => {
    current?.resolve(ok)
    setQueue((q) => q.slice(1))
  }

  const value = useMemo<Dialogs>(
    () => ({
      showMessage: (m) => push('message', m).then(() => undefined),
      showError: (text) =>
        push('message', { title: t('dialog.error'), text }).then(() => undefined),
      confirm: (m) => push('confirm', m),
    }),
    [push, t],
  )

  return (
    <DialogsContext.Provider value={value}>
      {children}
      {current && (
        <Dialog
          key={queue.length}
          open
          title={current.title}
          onClose={() => settle(false)}
          actions={
            current.kind === 'confirm' ? (
              <>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => settle(false)}
                >
                  {t('dialog.cancel')}
                </button>
                <button type="button" className="button" onClick={() => settle(true)} autoFocus>
                  {t('dialog.confirm')}
                </button>
              </>
            ) : (
              <button type="button" className="button" onClick={() => settle(true)} autoFocus>
                {t('dialog.ok')}
              </button>
            )
          }
        >
          <div role={current.kind === 'message' ? 'alert' : undefined}>{current.text}</div>
        </Dialog>
      )}
    </DialogsContext.Provider>
  )
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext)
  if (!dialogs) throw new Error('useDialogs must be used inside DialogsProvider')
  return dialogs
}
