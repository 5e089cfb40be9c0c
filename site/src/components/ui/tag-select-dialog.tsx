import { useEffect, useState } from 'react'

import { useTexts } from '../../i18n/texts'
import { Dialog } from './dialog'

export type TagOption<V> = { value: V; label: string }

type TagSelectDialogProps<V> = {
  open: boolean
  title: string
  options: TagOption<V>[]
  selected: V[]
  onClose: () => void
  onApply: (selected: V[]) => void
}

/** Pick several tags at once; nothing changes until Apply. */
export function TagSelectDialog<V extends string | number>({
  open,
  title,
  options,
  selected,
  onClose,
  onApply,
}: TagSelectDialogProps<V>) {
  const { t } = useTexts()
  const [draft, setDraft] = useState<V[]>(selected)
  useEffect(() => {
    if (open) setDraft(selected)
  }, [open, selected])

  const toggle = (v: V) => setDraft((d) => (d.includes(v) ? d.filter((x) => x !== v) : [...d, v]))

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={() => setDraft([])}>
            {t('filters.clear')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              onApply(draft)
              onClose()
            }}
          >
            {t('dialog.apply')}
          </button>
        </>
      }
    >
      <div className="tags" role="group" aria-label={title}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            className="tag"
            aria-pressed={draft.includes(o.value)}
            onClick={() => toggle(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </Dialog>
  )
}
