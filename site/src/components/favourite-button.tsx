import { useTexts } from '../i18n/texts'
import { type OfferId, toggleFavourite, useFavourites } from '../lib/favourites-store'

// A heart, drawn from its bottom tip round the left lobe to the dip at the top, then round the right lobe back down.
const HEART =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8' +
  ' 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z'

export function FavouriteButton({ offerId, offerName }: { offerId: OfferId; offerName: string }) {
  const { t } = useTexts()
  const on = useFavourites().includes(String(offerId))
  return (
    <button
      type="button"
      className={`favourite-button${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={`${t(on ? 'favourites.remove' : 'favourites.add')}: ${offerName}`}
      title={t(on ? 'favourites.remove' : 'favourites.add')}
      onClick={() => toggleFavourite(offerId)}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path d={HEART} />
      </svg>
    </button>
  )
}
