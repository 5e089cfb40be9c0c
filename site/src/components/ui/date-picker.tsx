import { useEffect, useId, useState } from 'react'
import { dateTimeFormat } from '@contract/intl-formats'
import { intlLocale } from '@contract/languages'

import { useLanguage, useTexts } from '../../i18n/texts'
import { PickerField } from './picker-field'
import { dateToDisplay, displayToDate, EMPTY_DATE, maskDateTyping } from '../../lib/input-masks'

type View = 'days' | 'months' | 'years'

type DatePickerProps = {
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  min?: string
  error?: string
  /** The field's name in the form, and how an assistant filling it should write the date. */
  name?: string
  toolDescription?: string
}

const MONTHS = Array.from({ length: 12 }, (_, m) => m)
const WEEKDAYS = Array.from({ length: 7 }, (_, d) => d)

const pad = (n: number) => String(n).padStart(2, '0')
const iso = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`
const localDay = (date: Date) => iso(date.getFullYear(), date.getMonth(), date.getDate())

/**
 * The month the calendar opens on: the chosen date's, or else the first month a date can be
 * picked in (the minimum's when it is later than today), so it never opens on greyed days.
 */
export function openingMonth(
  value: string,
  min: string | undefined,
  today = new Date(),
): { year: number; month: number } {
  const start =
    value && value !== EMPTY_DATE ? value : min && min > localDay(today) ? min : localDay(today)
  const [year, month] = start.split('-').map(Number)
  return { year, month: month - 1 }
}

/**
 * A date typed as DD/MM/YYYY (digits only) or picked in a calendar with days, months and years
 * views. The value is YYYY-MM-DD, or 0000-00-00 when empty.
 */
export function DatePicker({
  label,
  value,
  onChange,
  required,
  min,
  error,
  name,
  toolDescription,
}: DatePickerProps) {
  const { t } = useTexts()
  const id = useId()
  const [text, setText] = useState(dateToDisplay(value))
  const [open, setOpen] = useState(false)
  const [view, setView] = useState<View>('days')
  // Set again each time the calendar opens: the date may have been typed or prefilled since.
  const [year, setYear] = useState(() => openingMonth(value, min).year)
  const [month, setMonth] = useState(() => openingMonth(value, min).month)

  useEffect(() => setText(dateToDisplay(value)), [value])

  const locale = intlLocale(useLanguage())
  const monthNames = MONTHS.map((m) =>
    dateTimeFormat(locale, { month: 'short' }).format(new Date(2020, m, 1)),
  )
  const weekdays = WEEKDAYS.map((d) =>
    dateTimeFormat(locale, { weekday: 'narrow' }).format(new Date(2024, 0, 1 + d)),
  )
  // Each day button is read out as its full date ("lundi 7 décembre 2026"), not a bare number.
  const fullDate = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  const firstWeekday = (new Date(year, month, 1).getDay() + 6) % 7
  const daysInMonth = new Date(year, month + 1, 0).getDate()
  const decade = Math.floor(year / 10) * 10

  const pick = (d: number) => {
    onChange(iso(year, month, d))
    setOpen(false)
  }

  return (
    <PickerField
      id={id}
      className="date-picker"
      label={label}
      required={required}
      error={error}
      input={{
        name,
        toolparamdescription: toolDescription,
        placeholder: t('date.placeholder'),
        value: text,
        onChange: (e) => {
          const masked = maskDateTyping(e.target.value)
          setText(masked)
          onChange(displayToDate(masked))
        },
      }}
      toggle={{
        label: t('date.openCalendar'),
        open,
        onToggle: () => {
          if (!open) {
            const start = openingMonth(value, min)
            setYear(start.year)
            setMonth(start.month)
            setView('days')
          }
          setOpen(!open)
        },
        icon: (
          <>
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </>
        ),
      }}
    >
      {open && (
        <div
          className="calendar"
          role="group"
          aria-label={label}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          <div className="calendar__head">
            <button
              type="button"
              className="icon-button"
              aria-label={t('date.previous')}
              onClick={() =>
                view === 'days'
                  ? month === 0
                    ? (setMonth(11), setYear(year - 1))
                    : setMonth(month - 1)
                  : setYear(year - (view === 'years' ? 10 : 1))
              }
            >
              ‹
            </button>
            <button
              type="button"
              className="calendar__title"
              onClick={() => setView(view === 'days' ? 'months' : 'years')}
            >
              {view === 'days'
                ? `${monthNames[month]} ${year}`
                : view === 'months'
                  ? year
                  : `${decade} – ${decade + 9}`}
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('date.next')}
              onClick={() =>
                view === 'days'
                  ? month === 11
                    ? (setMonth(0), setYear(year + 1))
                    : setMonth(month + 1)
                  : setYear(year + (view === 'years' ? 10 : 1))
              }
            >
              ›
            </button>
          </div>
          {view === 'days' && (
            <div className="calendar__grid calendar__grid--days">
              {weekdays.map((w, i) => (
                <span key={i} className="calendar__weekday" aria-hidden="true">
                  {w}
                </span>
              ))}
              {Array.from({ length: firstWeekday }, (_, i) => (
                <span key={`e${i}`} />
              ))}
              {Array.from({ length: daysInMonth }, (_, i) => {
                const date = iso(year, month, i + 1)
                return (
                  <button
                    key={date}
                    type="button"
                    className="calendar__cell"
                    aria-label={fullDate.format(new Date(year, month, i + 1))}
                    aria-pressed={date === value}
                    disabled={Boolean(min && date < min)}
                    onClick={() => pick(i + 1)}
                  >
                    {i + 1}
                  </button>
                )
              })}
            </div>
          )}
          {view === 'months' && (
            <div className="calendar__grid calendar__grid--months">
              {monthNames.map((name, m) => (
                <button
                  key={name}
                  type="button"
                  className="calendar__cell"
                  aria-pressed={m === month}
                  onClick={() => (setMonth(m), setView('days'))}
                >
                  {name}
                </button>
              ))}
            </div>
          )}
          {view === 'years' && (
            <div className="calendar__grid calendar__grid--months">
              {Array.from({ length: 12 }, (_, i) => decade - 1 + i).map((y) => (
                <button
                  key={y}
                  type="button"
                  className="calendar__cell"
                  aria-pressed={y === year}
                  onClick={() => (setYear(y), setView('months'))}
                >
                  {y}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </PickerField>
  )
}
