'use client'
import './photo-grid.scss'

import { FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { UploadFieldClientProps } from 'payload'
import { useCallback, useEffect, useRef, useState } from 'react'

import { PhotoDropZone } from './photo-drop-zone'
import { moved } from './photo-order'
import { fill, wordsFor } from './photo-grid-words'
import type { GridMedia } from './photo-upload'
import { PhotoTile } from './photo-tile'
import { UploadList } from './upload-list'
import { useGridMedia } from './use-grid-media'
import { usePhotoDrag } from './use-photo-drag'
import { usePhotoUploads } from './use-photo-uploads'

type Id = number | string
/** A stored photo as the form holds it: its id, or the media document when the form was given it populated. */
const idOf = (v: unknown): Id | null =>
  typeof v === 'number' || typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? (v.id as Id)
      : null

/** After a move with the keyboard, the focus stays on the button that moved the photo (or its other one at an end). */
function focusMoved(list: HTMLElement, wanted: { id: Id; action: string }) {
  const tile = list.querySelector(`[data-photo-id="${CSS.escape(String(wanted.id))}"]`)
  const button = tile?.querySelector<HTMLButtonElement>(
    `button[data-action="${wanted.action}"]:not(:disabled)`,
  )
  ;(button ?? tile?.querySelector<HTMLButtonElement>('button[data-action]:not(:disabled)'))?.focus()
}

/**
 * The offer's photos as a grid of thumbnails, in the order the site shows them (the first is the
 * cover): dragged with the mouse or moved with buttons to reorder, several files dropped or chosen
 * at once and sent to the media collection with their progress, removed from the offer. The field
 * keeps its stored shape, a list of media ids.
 */
export function PhotoGridField({ path, field, readOnly }: UploadFieldClientProps) {
  const { i18n } = useTranslation()
  const w = wordsFor(i18n.language)
  const { value, setValue, showError, errorMessage } = useField<unknown[] | null>({
    potentiallyStalePath: path,
  })
  const ids = (Array.isArray(value) ? value : []).map(idOf).filter((id): id is Id => id != null)
  const idsNow = useRef(ids)
  idsNow.current = ids
  const { byId, remember } = useGridMedia(ids)
  const [announce, setAnnounce] = useState('')
  const focusAfterMove = useRef<{ id: Id; action: string } | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const disabled = Boolean(readOnly)

  const write = useCallback(
    (next: Id[]) => {
      idsNow.current = next
      setValue(next)
    },
    [setValue],
  )
  const onUploaded = useCallback(
    (doc: GridMedia) => {
      remember(doc)
      write([...idsNow.current, doc.id])
    },
    [remember, write],
  )
  const { uploads, add, dismiss } = usePhotoUploads(w, onUploaded)

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return
    focusAfterMove.current = { id: ids[from]!, action: to < from ? 'before' : 'after' }
    write(moved(ids, from, to))
    setAnnounce(fill(w.moved, { position: to + 1, count: ids.length }))
  }
  const remove = (index: number) => write(ids.filter((_, i) => i !== index))
  const { drag, target } = usePhotoDrag(ids, move)

  useEffect(() => {
    if (!focusAfterMove.current || !list.current) return
    focusMoved(list.current, focusAfterMove.current)
    focusAfterMove.current = null
  })

  return (
    <div className="field-type photo-grid" data-field-path={path}>
      <FieldLabel label={field.label} path={path} required={field.required} />
      <FieldError path={path} message={errorMessage} showError={showError} />
      <PhotoDropZone w={w} disabled={disabled} onFiles={add}>
        {ids.length ? (
          <ol className="photo-grid__tiles" ref={list}>
            {ids.map((id, index) => (
              <PhotoTile
                key={String(id)}
                id={id}
                media={byId[String(id)]}
                index={index}
                count={ids.length}
                w={w}
                readOnly={disabled}
                dropTarget={target === index}
                onMove={move}
                onRemove={remove}
                drag={drag}
              />
            ))}
          </ol>
        ) : (
          <p className="photo-grid__empty">{w.empty}</p>
        )}
      </PhotoDropZone>
      <UploadList uploads={uploads} w={w} onDismiss={dismiss} />
      <p className="photo-grid__live" aria-live="polite">
        {announce}
      </p>
    </div>
  )
}
