import { LineIcon } from '../../../components/line-icon'
import { useTexts } from '../../../i18n/texts'

/**
 * On a phone, the map one tap away wherever the visitor is in the list: a button held at the
 * bottom of the screen while the results pass under it, resting after them at the list's end.
 */
export function MapButton({ onClick }: { onClick: () => void }) {
  const { t } = useTexts()
  return (
    <div className="map-button-row">
      <button type="button" className="map-button" onClick={onClick}>
        <LineIcon weight={1.6}>
          <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />
        </LineIcon>
        {t('map.showMap')}
      </button>
    </div>
  )
}
