'use client'
import type { PhotoGridWords } from './photo-grid-words'
import type { GridMedia } from './photo-upload'
import type { TileDrag } from './use-photo-drag'

type Props = {
  media: GridMedia | undefined
  id: number | string
  index: number
  count: number
  w: PhotoGridWords
  readOnly: boolean
  dropTarget: boolean
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  drag: TileDrag
}

/** The media collection's small rendition (240×160), never the original: a grid of twenty photos stays light. */
const thumbnailOf = (m: GridMedia) =>
  m.sizes?.thumbnail?.url ?? m.thumbnailURL ?? m.url ?? undefined

/** The thumbnail with "Couverture" on the first photo and "Non publiée" on one only staff may see. */
function TileFrame({ media, index, w }: Pick<Props, 'media' | 'index' | 'w'>) {
  return (
    <div className="photo-grid__frame">
      {media ? (
        <img
          src={thumbnailOf(media)}
          alt={media.alt ?? ''}
          draggable={false}
          width={240}
          height={160}
        />
      ) : (
        <span className="photo-grid__loading" aria-hidden="true" />
      )}
      {index === 0 && <span className="photo-grid__badge photo-grid__badge--cover">{w.cover}</span>}
      {media?.private && (
        <span className="photo-grid__badge photo-grid__badge--private" title={w.notPublishedTitle}>
          {w.notPublished}
        </span>
      )}
    </div>
  )
}

/**
 * One photo of the grid: its thumbnail, and buttons to move it before or after its neighbour (the
 * keyboard's way to reorder), and to remove it from the offer (the media itself stays in the library).
 */
export function PhotoTile({
  media,
  id,
  index,
  count,
  w,
  readOnly,
  dropTarget,
  onMove,
  onRemove,
  drag,
}: Props) {
  return (
    <li
      className={`photo-grid__tile${dropTarget ? ' photo-grid__tile--target' : ''}`}
      data-photo-id={String(id)}
      data-private={media?.private ? 'true' : 'false'}
      draggable={!readOnly}
      onDragStart={(e) => drag.start(index, e)}
      onDragOver={(e) => drag.over(index, e)}
      onDrop={(e) => drag.drop(index, e)}
      onDragEnd={drag.end}
      role="group"
      aria-label={`${w.photo} ${index + 1} / ${count}`}
    >
      <TileFrame media={media} index={index} w={w} />
      {!readOnly && (
        <div className="photo-grid__actions">
          <button
            type="button"
            className="photo-grid__button"
            aria-label={w.moveBefore}
            title={w.moveBefore}
            disabled={index === 0}
            data-action="before"
            onClick={() => onMove(index, index - 1)}
          >
            ←
          </button>
          <button
            type="button"
            className="photo-grid__button"
            aria-label={w.moveAfter}
            title={w.moveAfter}
            disabled={index === count - 1}
            data-action="after"
            onClick={() => onMove(index, index + 1)}
          >
            →
          </button>
          <button
            type="button"
            className="photo-grid__button photo-grid__button--remove"
            aria-label={w.remove}
            title={w.remove}
            data-action="remove"
            onClick={() => onRemove(index)}
          >
            ✕
          </button>
        </div>
      )}
    </li>
  )
}
