'use client'
import { useState, type DragEvent, type ReactNode } from 'react'

import type { PhotoGridWords } from './photo-grid-words'
import { isFileDrag } from './use-photo-drag'

type Props = {
  w: PhotoGridWords
  disabled: boolean
  onFiles: (files: File[]) => void
  children: ReactNode
}

/** The grid's frame, where files dropped from the computer land, and the button to choose several at once. */
export function PhotoDropZone({ w, disabled, onFiles, children }: Props) {
  const [fileOver, setFileOver] = useState(false)
  const onDragOver = (e: DragEvent) => {
    if (disabled || !isFileDrag(e)) return
    e.preventDefault()
    e.dataTransfer.dropEffect = 'copy'
    setFileOver(true)
  }
  const onDrop = (e: DragEvent) => {
    if (disabled || !isFileDrag(e)) return
    e.preventDefault()
    setFileOver(false)
    onFiles([...e.dataTransfer.files])
  }
  return (
    <div
      className={`photo-grid__zone${fileOver ? ' photo-grid__zone--file-over' : ''}`}
      onDragOver={onDragOver}
      onDragLeave={() => setFileOver(false)}
      onDrop={onDrop}
    >
      {children}
      {!disabled && (
        <label className="photo-grid__picker">
          <strong>{w.drop}</strong> <span className="photo-grid__choose">{w.choose}</span>
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="photo-grid__input"
            onChange={(e) => {
              onFiles([...(e.target.files ?? [])])
              e.target.value = ''
            }}
          />
          <span className="photo-grid__hint">{w.accepted}</span>
        </label>
      )}
    </div>
  )
}
