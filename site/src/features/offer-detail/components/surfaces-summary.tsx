import type { Offer } from '@contract/offer'

import { useTexts } from '../../../i18n/texts'
import { Area } from '../../../components/area'

/** Total (or living) surface and terrace, marked approximate when the agency says so. */
export function SurfacesSummary({ offer }: { offer: Offer }) {
  const { t } = useTexts()
  const main = offer.of_surface || offer.of_surface_livable
  if (!main && !offer.of_surface_terrace) return null
  const approx = offer.of_surface_approximate ? `${t('offer.approximately')} ` : ''
  return (
    <dl className="surfaces">
      {Boolean(main) && (
        <div>
          <dt>{t(offer.of_surface ? 'offer.surfaceTotalLabel' : 'offer.surfaceLivableLabel')}</dt>
          <dd>
            {approx}
            <Area m2={main as number} />
          </dd>
        </div>
      )}
      {Boolean(offer.of_surface_terrace) && (
        <div>
          <dt>{t('offer.terrace')}</dt>
          <dd>
            {approx}
            <Area m2={offer.of_surface_terrace as number} />
          </dd>
        </div>
      )}
    </dl>
  )
}
