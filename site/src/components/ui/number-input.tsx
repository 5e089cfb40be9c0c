import { type InputHTMLAttributes } from 'react'

import { normalizeNumber } from '../../lib/input-masks'

/** A numeric text box that accepts a comma as the decimal mark (spec section 5). */
export function NumberInput({ value, onValueChange, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & { value: string; onValueChange: (v: string) => void }) {
  return <input {...rest} className={`input ${rest.className ?? ''}`} inputMode="decimal" value={value} onChange={(e) => onValueChange(normalizeNumber(e.target.value))} />
}
