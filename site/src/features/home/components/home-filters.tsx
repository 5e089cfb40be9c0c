import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { formatPrice } from '@contract/format-price'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { useItems } from '../../../api/get-items'
import { budgetRanges } from '../../../lib/budget-ranges'
import { getRememberedFilter, rememberFilter } from '../../../lib/filter-store'
import {
  AREAS,
  BUDGET_MAX,
  BUDGET_MIN,
  defaultFilter,
  type OfferFilter,
  ROOM_CHOICES,
  type SaleRent,
} from '../../../lib/offer-filter'
import { districtLabel, homeTypes, typeLabel } from '../../../lib/offer-labels'

/** The five home dropdowns: sale/rent, type, rooms, situation, budget; Search goes to /offers. */
export function HomeFilters() {
  // The server and the first render show the default choices; the visitor's last search follows once hydrated.
  const [start, setStart] = useState<OfferFilter>(defaultFilter)
  useEffect(() => setStart(getRememberedFilter()), [])
  return <HomeFiltersForm key={JSON.stringify(start)} start={start} />
}

function HomeFiltersForm({ start }: { start: OfferFilter }) {
  const { t } = useTexts()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { data: items } = useItems()
  const [salerent, setSalerent] = useState<SaleRent>(start.salerent)
  const [type, setType] = useState(start.types.length === 1 ? String(start.types[0]) : '')
  const [rooms, setRooms] = useState(start.pieces.length === 1 ? String(start.pieces[0]) : '')
  const [where, setWhere] = useState(start.where)
  const [budget, setBudget] = useState(
    start.budgetMin === BUDGET_MIN && start.budgetMax === BUDGET_MAX
      ? ''
      : `${start.budgetMin}-${start.budgetMax}`,
  )

  const districts = items?.districts ?? []
  const search = () => {
    const [budgetMin, budgetMax] = budget ? budget.split('-').map(Number) : [BUDGET_MIN, BUDGET_MAX]
    rememberFilter({
      ...defaultFilter,
      salerent,
      where,
      types: type ? [Number(type)] : [],
      pieces: rooms ? [Number(rooms)] : [],
      budgetMin,
      budgetMax,
    })
    navigate(paths.offers)
  }

  return (
    <form
      className="home-search"
      aria-label={t('home.searchTitle')}
      // Assistants in the browser may fill the search (WebMCP); the visitor still runs it.
      toolname="find_offers"
      tooldescription={t('assistant.findOffers')}
      onSubmit={(e) => {
        e.preventDefault()
        search()
      }}
    >
      <label className="field">
        <span className="field__label">{t('filters.salerent')}</span>
        <select
          name="salerent"
          className="input"
          value={salerent}
          onChange={(e) => (setSalerent(e.target.value as SaleRent), setBudget(''))}
        >
          <option value="sales">{t('salerent.sales')}</option>
          <option value="rents">{t('salerent.rents')}</option>
          <option value="rents_and_sales">{t('salerent.rents_and_sales')}</option>
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('filters.type')}</span>
        <select
          name="type"
          className="input"
          value={type}
          onChange={(e) => setType(e.target.value)}
        >
          <option value="">{t('filters.allTypes')}</option>
          {homeTypes(items?.items_of_type ?? []).map((item) => (
            <option key={item.value} value={item.value}>
              {typeLabel(item, t, lang)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('filters.rooms')}</span>
        <select
          name="rooms"
          className="input"
          value={rooms}
          onChange={(e) => setRooms(e.target.value)}
        >
          <option value="">{t('filters.allRooms')}</option>
          {ROOM_CHOICES.map((r) => (
            <option key={r} value={r}>
              {t(`rooms.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('filters.situation')}</span>
        <select
          name="where"
          className="input"
          value={where}
          onChange={(e) => setWhere(e.target.value)}
        >
          {AREAS.map((a) => (
            <option key={a} value={a}>
              {t(`area.${a}`)}
            </option>
          ))}
          {(['monaco', 'france'] as const).map((area) => {
            const list = districts.filter((d) => d.area === area)
            return list.length ? (
              <optgroup key={area} label={t(`area.${area}`)}>
                {list.map((d) => (
                  <option key={d.value} value={d.value}>
                    {districtLabel(d.value, items, lang)}
                  </option>
                ))}
              </optgroup>
            ) : null
          })}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('filters.budget')}</span>
        <select
          name="budget"
          className="input"
          value={budget}
          onChange={(e) => setBudget(e.target.value)}
        >
          <option value="">{t('filters.anyBudget')}</option>
          {budgetRanges(salerent).map(({ min, max }) => (
            <option key={`${min}-${max}`} value={`${min}-${max}`}>
              {max === BUDGET_MAX
                ? t('budget.above', { min: formatPrice(min, lang) })
                : min === 0
                  ? t('budget.upTo', { max: formatPrice(max, lang) })
                  : `${formatPrice(min, lang)} – ${formatPrice(max, lang)}`}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--accent home-search__submit">
        {t('home.search')}
      </button>
    </form>
  )
}
