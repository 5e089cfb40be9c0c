import { Link } from 'react-router'
import { formatPrice, priceLines } from '@contract/format-price'
import { isMonacoCity, type Offer, offerName } from '@contract/offer'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { OfferImage } from '../../../components/offer-image'
import { offerDetailPath, paths } from '../../../lib/paths'
import { useFeaturedOffers } from '../api/get-featured'

/** The card's one price, as the list shows it first (the sale price, else the rent), in the K/M format. */
function usePriceText() {
  const { t } = useTexts()
  const lang = useLanguage()
  return (offer: Offer) => {
    const line = priceLines(offer)[0]
    if (!line) return ''
    if (line.onRequest) return t('price.onRequest')
    if (line.kind === 'sale') return formatPrice(line.amount, lang)
    const charges =
      offer.of_rent_charges == null
        ? ''
        : ` ${t(offer.of_rent_charges > 0 ? 'price.chargesExcluded' : 'price.chargesIncluded')}`
    return `${formatPrice(line.amount, lang)} ${t(line.per === 'month' ? 'price.perMonth' : 'price.perYear')}${charges}`
  }
}

/**
 * The home page's row of offers, in the page's HTML: a photo, the place, the name and the price
 * of each, side by side (a phone scrolls them sideways). Plain links and images, no script of its own.
 */
export function FeaturedOffers() {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data } = useFeaturedOffers(lang)
  const priceText = usePriceText()
  const offers = data?.data ?? []
  if (!offers.length) return null
  return (
    <section className="container featured" aria-labelledby="featured-title" data-featured-row="">
      <div className="featured__head">
        <h2 id="featured-title" className="section-title">
          {t('home.featured')}
        </h2>
        <Link className="featured__all" to={paths.offers}>
          {t('home.featuredAll')}
        </Link>
      </div>
      <ul className="featured__row">
        {offers.map((offer) => {
          const name = offerName(offer, lang)
          const image = offer.images?.[0]
          const place = isMonacoCity(offer.bu_id?.bu_city) ? 'Monaco' : (offer.bu_id?.bu_city ?? '')
          return (
            <li key={String(offer.of_id)} className="featured__item">
              <Link className="featured__card" to={offerDetailPath(offer.of_slug_fr)}>
                {image ? (
                  <OfferImage
                    fiId={image.fi_id}
                    width={400}
                    height={300}
                    alt=""
                    deferred
                    className="featured__img"
                  />
                ) : (
                  <span className="featured__img featured__img--blank" />
                )}
                <span className="featured__place">{place}</span>
                <span className="featured__name">{name}</span>
              </Link>
              <p className="featured__price">{priceText(offer)}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
