import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createI18n } from '../../i18n/i18n'
import fr from '../../i18n/locales/fr.json'
import { DatePicker } from './date-picker'

beforeAll(() => {
  createI18n('fr', fr)
})

afterEach(cleanup)

function Picker({ initial = '0000-00-00', min }: { initial?: string; min?: string }) {
  const [value, setValue] = useState(initial)
  return <DatePicker label="Date de sortie" value={value} onChange={setValue} min={min} />
}

const title = () =>
  screen.getByRole('group', { name: 'Date de sortie' }).querySelector('.calendar__title')
    ?.textContent

describe('date picker', () => {
  it('opens on the month of a typed date, with its days selectable', async () => {
    const user = userEvent.setup()
    render(<Picker min="2030-03-01" />)
    await user.type(screen.getByRole('textbox', { name: 'Date de sortie' }), '15052031')
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }))
    expect(title()).toMatch(/^mai 2031$/)
    // Each day is named by its full date in the page's language.
    expect(screen.getByRole('button', { name: 'jeudi 15 mai 2031' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('button', { name: 'mardi 20 mai 2031' })).toBeEnabled()
  })

  it('opens on the month of a date given after it was shown (a prefilled date)', async () => {
    const user = userEvent.setup()
    const { rerender } = render(
      <DatePicker label="Date de sortie" value="0000-00-00" onChange={() => undefined} />,
    )
    rerender(<DatePicker label="Date de sortie" value="2031-11-04" onChange={() => undefined} />)
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }))
    expect(title()).toMatch(/^nov\.? 2031$/)
  })

  it('without a date, opens on the first month that can be picked', async () => {
    const user = userEvent.setup()
    render(<Picker min="2031-07-10" />)
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }))
    expect(title()).toMatch(/^juil\.? 2031$/)
    expect(screen.getByRole('button', { name: 'mercredi 9 juillet 2031' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'jeudi 10 juillet 2031' })).toBeEnabled()
  })
})
