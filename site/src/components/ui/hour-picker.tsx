import { useId, useState } from 'react'

import { useTexts } from '../../i18n/texts'
import { maskTime } from '../../lib/input-masks'
import { PickerField } from './picker-field'

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'))
const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'))

/** A time typed as HH:MM (digits only) or picked: first the hour 00–23, then the minute in steps of 5. */
export function HourPicker({
  label,
  value,
  onChange,
  name,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  /** The field's name in the form (what an assistant filling it reads). */
  name?: string
}) {
  const { t } = useTexts()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [step, setStep] = useState<'hour' | 'minute'>('hour')
  const [hour, setHour] = useState(value.slice(0, 2) || '00')
  const { valid } = maskTime(value)

  return (
    <PickerField
      id={id}
      className="hour-picker"
      label={label}
      error={valid ? undefined : t('validation.number')}
      input={{
        name,
        placeholder: 'HH:MM',
        value,
        onChange: (e) => onChange(maskTime(e.target.value).text),
      }}
      toggle={{
        label: t('time.open'),
        open,
        onToggle: () => (setOpen(!open), setStep('hour')),
        icon: (
          <>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </>
        ),
      }}
    >
      {open && (
        <div
          className="calendar"
          role="group"
          aria-label={step === 'hour' ? t('time.hour') : t('time.minute')}
        >
          <div className="calendar__grid calendar__grid--hours">
            {(step === 'hour' ? HOURS : MINUTES).map((v) => (
              <button
                key={v}
                type="button"
                className="calendar__cell"
                onClick={() => {
                  if (step === 'hour') {
                    setHour(v)
                    setStep('minute')
                  } else {
                    onChange(`${hour}:${v}`)
                    setOpen(false)
                  }
                }}
              >
                {step === 'hour' ? v : `${hour}:${v}`}
              </button>
            ))}
          </div>
        </div>
      )}
    </PickerField>
  )
}
