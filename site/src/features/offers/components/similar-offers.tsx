import { useLanguage, useTexts } from '../../../i18n/texts'
import { useItems } from '../../../api/get-items'
import { useHydrated } from '../../../lib/use-hydrated'
import { useSimilarOffers } from '../../../api/get-similar-offers'
import { OfferCard } from './offer-card'

/** Offers like this one (same kind, nearby, similar size and price), as cards under the page. */
export function SimilarOffers({ slug }: { slug: string }) {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data: items } = useItems()
  const { data: offers } = useSimilarOffers(slug, lang, useHydrated())
  if (!offers?.length) return null
  return (
    <section className="similar" aria-labelledby="similar-title">
      <h2 id="similar-title" className="section-title">
        {t('offer.similar')}
      </h2>
      <div className="similar__grid">
        {offers.map((offer) => (
          <OfferCard
            key={offer.of_id}
            offer={offer}
            services={items?.services ?? []}
            items={items}
          />
        ))}
      </div>
    </section>
  )
}
