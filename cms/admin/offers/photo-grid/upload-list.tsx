'use client'
import type { PhotoGridWords } from './photo-grid-words'
import type { Upload } from './use-photo-uploads'

type Props = { uploads: Upload[]; w: PhotoGridWords; onDismiss: (key: number) => void }

/** Each file given to the grid with its progress, or why it was refused (the others go on). */
export function UploadList({ uploads, w, onDismiss }: Props) {
  if (!uploads.length) return null
  return (
    <ul className="photo-grid__uploads" aria-live="polite">
      {uploads.map((u) => (
        <li
          key={u.key}
          className={`photo-grid__upload photo-grid__upload--${u.state}`}
          data-state={u.state}
        >
          <span className="photo-grid__upload-name">{u.name}</span>
          {u.state === 'refused' ? (
            <>
              <span className="photo-grid__upload-error" role="alert">
                {u.error}
              </span>
              <button
                type="button"
                className="photo-grid__button photo-grid__button--text"
                onClick={() => onDismiss(u.key)}
              >
                {w.dismiss}
              </button>
            </>
          ) : (
            <>
              <progress max={1} value={u.progress} aria-label={u.name} />
              <span className="photo-grid__upload-state">
                {u.state === 'sent'
                  ? w.sent
                  : u.state === 'sending'
                    ? `${Math.round(u.progress * 100)} %`
                    : w.waiting}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
