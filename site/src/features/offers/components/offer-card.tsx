import { Link } from 'react-router'
import { isMonacoCity, type Offer, offerName, offerServices, offerText } from '@contract/offer'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { offerDetailPath, paths } from '../../../lib/paths'
import { FavouriteButton } from '../../../components/favourite-button'
import { type Items, localLabel, type Service } from '../../../api/get-items'
import { districtLabel } from '../../../lib/offer-labels'
import { CardCarousel } from './card-carousel'
import { OfferPrice } from '../../../components/offer-price'
import { Area } from '../../../components/area'
import { EnergyLetter } from '../../../components/energy-letter'
import { ServiceIcons } from './service-icons'

/**
 * `eager`: a card of the first row, whose photo may be the largest thing on screen. `deferred`: a
 * later card of a page's first HTML, whose photo is asked for once the page runs, so that a phone
 * fetches the first card's photo alone.
 */
type OfferCardProps = {
  offer: Offer
  services: Service[]
  items: Items | undefined
  eager?: boolean
  deferred?: boolean
}

/**
 * "Contact us" about one offer: the message then says which offer it is about and counts among the
 * offer's leads. The page's canonical is /contact's, and crawlers are not sent to one per offer.
 */
function ContactAbout({ slug, name, label }: { slug: string; name: string; label: string }) {
  return (
    <Link
      className="offer-card__contact"
      to={{ pathname: paths.contact, search: `?offer=${encodeURIComponent(slug)}` }}
      state={{ offerName: name }}
      rel="nofollow"
    >
      {label}
    </Link>
  )
}

export function OfferCard({ offer, services, items, eager, deferred }: OfferCardProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const name = offerName(offer, lang)
  const district = districtLabel(offer.of_district, items, lang)
  const city = isMonacoCity(offer.bu_id?.bu_city)
    ? district || 'Monaco'
    : (offer.bu_id?.bu_city ?? '')
  const exclusivity = items?.items_of_exclusivite.find(
    (e) => e.value === offer.of_exclusivite && e.value !== 0,
  )
  const surface = offer.of_surface || offer.of_surface_livable
  const kinds = [offer.of_sell && t('salerent.sale'), offer.of_rent && t('salerent.rent')]
    .filter(Boolean)
    .join(' · ')

  return (
    <article className="offer-card" aria-labelledby={`offer-${offer.of_id}`}>
      <div className="offer-card__media">
        <CardCarousel images={offer.images ?? []} alt={name} eager={eager} deferred={deferred} />
        <FavouriteButton offerId={offer.of_id} offerName={name} />
        <div className="offer-card__badges">
          {exclusivity && (
            <span className="badge badge--gold">
              {localLabel(exclusivity, lang) || t('exclusivity.exclusive')}
            </span>
          )}
          {kinds && <span className="badge">{kinds}</span>}
        </div>
      </div>
      <div className="offer-card__body">
        <p className="offer-card__place">
          {city}
          {offer.bu_id?.cu_id?.cu_name_fr && (
            <span className="muted"> · {offer.bu_id.cu_id.cu_name_fr}</span>
          )}
        </p>
        <h2 id={`offer-${offer.of_id}`} className="offer-card__title">
          <Link to={offerDetailPath(offer.of_slug_fr)}>{name}</Link>
        </h2>
        <OfferPrice offer={offer} className="offer-card__price" />
        {/* One line on the card, clipped at its end: the energy letter, which French listings must
            show, comes before the building; the district only where the place above is not it. */}
        <ul className="facts offer-card__facts">
          {Boolean(offer.of_nbrooms) && (
            <li>{t('offer.bedrooms', { count: offer.of_nbrooms ?? 0 })}</li>
          )}
          {Boolean(surface) && (
            <li>
              <Area m2={surface as number} />{' '}
              {t(offer.of_surface ? 'offer.areaTotal' : 'offer.areaLivable')}
            </li>
          )}
          {offer.of_dpe_class && (
            <li>
              <EnergyLetter letter={offer.of_dpe_class} />
            </li>
          )}
          {offer.bu_id?.bu_name && <li>{offer.bu_id.bu_name}</li>}
          {district && district !== city && <li>{district}</li>}
        </ul>
        <p className="offer-card__text">{offerText(offer, lang)}</p>
        <ServiceIcons services={offerServices(offer, services)} />
        <div className="offer-card__actions">
          <Link
            className="offer-card__more"
            to={offerDetailPath(offer.of_slug_fr)}
            aria-describedby={`offer-${offer.of_id}`}
          >
            {t('offer.moreInformation')}
            {/* Said and indexed with the offer it leads to, not as a bare "more information". */}
            <span className="visually-hidden">: {name}</span>
          </Link>
          <ContactAbout slug={offer.of_slug_fr} name={name} label={t('offer.contactUs')} />
        </div>
      </div>
    </article>
  )
}
