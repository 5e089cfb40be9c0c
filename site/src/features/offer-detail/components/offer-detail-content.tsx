import type { ComponentType, ReactNode } from 'react'
import {
  buildingHtml,
  isMonacoCity,
  type Offer,
  offerHtml,
  offerName,
  offerServices,
} from '@contract/offer'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { FavouriteButton } from '../../../components/favourite-button'
import { localLabel, type Service, useItems } from '../../../api/get-items'
import { ServerHtml } from '../../../components/ui/server-html'
import { OfferPrice } from '../../../components/offer-price'
import { EnergyLetter } from '../../../components/energy-letter'
import { districtLabel } from '../../../lib/offer-labels'
import { CostEstimate } from './cost-estimate'
import { DetailActionsBar, VISIT_ANCHOR } from './detail-actions-bar'
import { DetailGallery } from './detail-gallery'
import { DistanceLine } from './distance-line'
import { EnergySection } from './energy-section'
import { NegotiatorCard } from './negotiator-card'
import { RentalTerms } from './rental-terms'
import { SaleTerms } from './sale-terms'
import { ShareLinks } from './share-links'
import { BuildingMap } from './building-map'
import { SurfacesSummary } from './surfaces-summary'
import { VideoButton } from './video-button'

export type OfferDetailContentProps = {
  offer: Offer
  /** The services the answer carried; the reference list otherwise. */
  services?: Service[]
  /** When the offer was read: the print sheet's address changes with it. */
  updatedAt: number
  back?: ReactNode
  VisitForm?: ComponentType<{ slug: string }>
  Similar?: ComponentType<{ slug: string }>
  /** A staff preview of a draft: nothing that acts on the published offer (favourite, print sheet, sharing). */
  preview?: boolean
}

/** An offer's detail as visitors see it, from its legacy API shape (published or previewed). */
export function OfferDetailContent({
  offer,
  services,
  updatedAt,
  back,
  VisitForm,
  Similar,
  preview = false,
}: OfferDetailContentProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data: items } = useItems()
  const name = offerName(offer, lang)
  const shown = offerServices(offer, services ?? items?.services ?? [])
  const district = districtLabel(offer.of_district, items, lang)
  const place = isMonacoCity(offer.bu_id?.bu_city)
    ? ['Monaco', district].filter(Boolean).join(' · ')
    : [offer.bu_id?.bu_city, offer.bu_id?.cu_id?.cu_name_fr].filter(Boolean).join(' · ')
  const building = buildingHtml(offer, lang)
  const printUrl = `/api/1.0/offers/${encodeURIComponent(String(offer.of_id))}/print?type=complete&lang=${lang}&d=${updatedAt}`

  return (
    <main id="main" className="page container detail">
      {back}
      <div className="detail__top">
        <DetailGallery images={offer.images ?? []} title={name} />
        <div className="detail__summary">
          <p className="eyebrow">{place}</p>
          <h1 className="page-title detail__title">{name}</h1>
          <OfferPrice offer={offer} className="price--large" exact />
          <ul className="facts facts--large">
            {Boolean(offer.of_nbpieces) && (
              <li>{t('offer.rooms', { count: offer.of_nbpieces ?? 0 })}</li>
            )}
            {Boolean(offer.of_nbrooms) && (
              <li>{t('offer.bedrooms', { count: offer.of_nbrooms ?? 0 })}</li>
            )}
            {Boolean(offer.of_nbbathrooms) && (
              <li>{t('offer.bathrooms', { count: offer.of_nbbathrooms ?? 0 })}</li>
            )}
          </ul>
          <SurfacesSummary offer={offer} />
          {offer.of_dpe_class && (
            <EnergyLetter letter={offer.of_dpe_class} className="energy-letter--large" />
          )}
          {!preview && (
            <div className="detail__actions">
              <FavouriteButton offerId={offer.of_id} offerName={name} />
              <a className="button button--ghost" href={printUrl} target="_blank" rel="noopener">
                {t('offer.print')}
              </a>
              {offer.of_video && <VideoButton embed={offer.of_video} title={name} />}
            </div>
          )}
          {!preview && <ShareLinks title={name} />}
        </div>
      </div>
      <div className="detail__body">
        <section className="detail__text">
          <h2 className="section-title">{t('offer.description')}</h2>
          <p className="muted">{t('offer.reference', { ref: offer.of_ref })}</p>
          <ServerHtml html={offerHtml(offer, lang)} />
          {building && (
            <>
              <h2 className="section-title">
                {offer.bu_id?.bu_name
                  ? t('offer.buildingNamed', { name: offer.bu_id.bu_name })
                  : t('offer.building')}
              </h2>
              <ServerHtml html={building} />
            </>
          )}
          {shown.length > 0 && (
            <>
              <h2 className="section-title">{t('offer.services')}</h2>
              <ul className="services-list">
                {shown.map((s) => (
                  <li key={s.value}>{localLabel(s, lang)}</li>
                ))}
              </ul>
            </>
          )}
          {(offer.bu_id?.distances ?? []).map((d) => (
            <DistanceLine key={d.schoolName} distance={d} />
          ))}
          <EnergySection offer={offer} />
          <SaleTerms offer={offer} />
          <RentalTerms offer={offer} />
          <CostEstimate offer={offer} />
        </section>
        {VisitForm && (
          <aside id={VISIT_ANCHOR} className="detail__visit">
            {offer.of_negotiator && <NegotiatorCard negotiator={offer.of_negotiator} />}
            <VisitForm slug={offer.of_slug_fr} />
          </aside>
        )}
      </div>
      <BuildingMap offer={offer} />
      {Similar && <Similar slug={offer.of_slug_fr} />}
      {VisitForm && !preview && <DetailActionsBar phone={offer.of_negotiator?.ne_phone} />}
    </main>
  )
}
