import { type ReactNode, useState } from 'react'
import { ENERGY_CLASSES } from '@contract/energy'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { Combobox, type ComboOption } from '../../../components/ui/combobox'
import { fetchRead } from '../../../lib/web-client'
import { TagSelectDialog } from '../../../components/ui/tag-select-dialog'
import { useItems } from '../../../api/get-items'
import {
  AREAS,
  BUDGET_MAX,
  BUDGET_MIN,
  isArea,
  type OfferFilter,
  ROOM_CHOICES,
} from '../../../lib/offer-filter'
import { districtLabel, typeLabel } from '../../../lib/offer-labels'
import { BudgetSlider } from './budget-slider'

type FilterPanelProps = { filter: OfferFilter; onChange: (next: OfferFilter) => void }

function Group({
  title,
  onClear,
  children,
}: {
  title: string
  onClear?: () => void
  children: ReactNode
}) {
  const { t } = useTexts()
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{title}</legend>
      {children}
      {onClear && (
        <button type="button" className="link-button filter-group__clear" onClick={onClear}>
          {t('filters.clear')} <span className="visually-hidden">{title}</span>
        </button>
      )}
    </fieldset>
  )
}

/**
 * Type, rooms, budget, district and (in France, where offers carry a diagnosis) energy class;
 * every change is a new search from page 1; clearing a group resets it.
 */
export function FilterPanel({ filter, onChange }: FilterPanelProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data: items } = useItems()
  const [typesOpen, setTypesOpen] = useState(false)
  const set = (patch: Partial<OfferFilter>) => onChange({ ...filter, ...patch, page: 1 })
  const types = items?.items_of_type ?? []
  const districtArea = isArea(filter.where)
    ? filter.where === 'international'
      ? null
      : filter.where
    : (items?.districts?.find((d) => d.value === filter.where)?.area ?? 'monaco')
  const districtValue: ComboOption | null = isArea(filter.where)
    ? null
    : { value: filter.where, label: districtLabel(filter.where, items, lang) }

  return (
    <div className="filter-panel">
      <Group title={t('filters.situation')}>
        <div className="segmented">
          {AREAS.map((a) => (
            <button
              key={a}
              type="button"
              aria-pressed={filter.where === a || (a === districtArea && !isArea(filter.where))}
              onClick={() => set({ where: a })}
            >
              {t(`area.${a}`)}
            </button>
          ))}
        </div>
      </Group>
      {districtArea && (
        <Group
          title={t('filters.district')}
          onClear={isArea(filter.where) ? undefined : () => set({ where: districtArea })}
        >
          <Combobox
            label={t('filters.districtSearch')}
            store="districts"
            extraParams={{ where: districtArea, salerent: filter.salerent, lang }}
            search={(query, signal) =>
              fetchRead(
                'districts',
                { where: districtArea, salerent: filter.salerent, lang, ...query },
                signal,
              ).then((r) => r.data)
            }
            toOption={(row) => {
              const d = row as { value: string; text: string }
              return { value: d.value, label: d.text }
            }}
            value={districtValue}
            onChange={(o) => set({ where: o ? o.value : districtArea })}
            placeholder={t('filters.allDistricts')}
          />
        </Group>
      )}
      <Group title={t('filters.salerent')}>
        <div className="segmented">
          {(['sales', 'rents', 'rents_and_sales'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={filter.salerent === s}
              onClick={() => set({ salerent: s })}
            >
              {t(`salerent.${s}`)}
            </button>
          ))}
        </div>
      </Group>
      <Group
        title={t('filters.type')}
        onClear={filter.types.length ? () => set({ types: [] }) : undefined}
      >
        <p className="filter-group__summary">
          {filter.types.length
            ? types
                .filter((ty) => filter.types.includes(ty.value))
                .map((ty) => typeLabel(ty, t, lang))
                .join(', ')
            : t('filters.allTypes')}
        </p>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => setTypesOpen(true)}
        >
          {t('filters.chooseTypes')}
        </button>
        <TagSelectDialog
          open={typesOpen}
          title={t('filters.type')}
          options={types.map((ty) => ({ value: ty.value, label: typeLabel(ty, t, lang) }))}
          selected={filter.types}
          onClose={() => setTypesOpen(false)}
          onApply={(selected) => set({ types: selected })}
        />
      </Group>
      <Group
        title={t('filters.rooms')}
        onClear={filter.pieces.length ? () => set({ pieces: [] }) : undefined}
      >
        <div className="tags">
          {ROOM_CHOICES.map((r) => (
            <button
              key={r}
              type="button"
              className="tag"
              aria-pressed={filter.pieces.includes(r)}
              onClick={() =>
                set({
                  pieces: filter.pieces.includes(r)
                    ? filter.pieces.filter((p) => p !== r)
                    : [...filter.pieces, r],
                })
              }
            >
              {t(`rooms.${r}`)}
            </button>
          ))}
        </div>
      </Group>
      <Group
        title={t('filters.budget')}
        onClear={
          filter.budgetMin !== BUDGET_MIN || filter.budgetMax !== BUDGET_MAX
            ? () => set({ budgetMin: BUDGET_MIN, budgetMax: BUDGET_MAX })
            : undefined
        }
      >
        <BudgetSlider
          min={filter.budgetMin}
          max={filter.budgetMax}
          onChange={(budgetMin, budgetMax) =>
            (budgetMin !== filter.budgetMin || budgetMax !== filter.budgetMax) &&
            set({ budgetMin, budgetMax })
          }
        />
      </Group>
      {(districtArea === 'france' || filter.dpeMax) && (
        <Group
          title={t('filters.energy')}
          onClear={filter.dpeMax ? () => set({ dpeMax: undefined }) : undefined}
        >
          <div className="segmented">
            {ENERGY_CLASSES.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={filter.dpeMax === c}
                onClick={() => set({ dpeMax: c })}
              >
                {c}
                <span className="visually-hidden"> {t('filters.energyOrBetter')}</span>
              </button>
            ))}
          </div>
        </Group>
      )}
    </div>
  )
}
