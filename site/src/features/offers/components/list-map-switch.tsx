import { useTexts } from '../../../i18n/texts'

export type ResultsView = 'list' | 'map'

/** List or map of the same search; the list stays the accessible equivalent of the map. */
export function ListMapSwitch({
  view,
  onChange,
}: {
  view: ResultsView
  onChange: (view: ResultsView) => void
}) {
  const { t } = useTexts()
  return (
    <div className="view-switch" role="group" aria-label={t('map.viewLabel')}>
      {(['list', 'map'] as const).map((v) => (
        <button
          key={v}
          type="button"
          className="view-switch__button"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
        >
          {t(`map.view.${v}`)}
        </button>
      ))}
    </div>
  )
}
