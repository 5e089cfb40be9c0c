import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatPrice } from '@contract/format-price'

import { createI18n } from '../../../i18n/i18n'
import fr from '../../../i18n/locales/fr.json'
import { positionToAmount } from '../lib/budget-slider-value'
import { BudgetSlider } from './budget-slider'

beforeAll(() => {
  createI18n('fr', fr)
})

afterEach(cleanup)

const minHandle = () => screen.getByRole('slider', { name: 'Budget minimum' })
const maxHandle = () => screen.getByRole('slider', { name: 'Budget maximum' })

describe('budget slider', () => {
  it('states the active budget exactly', () => {
    render(<BudgetSlider min={1_000_000} max={5_000_000} onChange={() => undefined} />)
    expect(
      screen.getByText(`${formatPrice(1_000_000, 'fr')} – ${formatPrice(5_000_000, 'fr')}`),
    ).toBeInTheDocument()
    expect(minHandle()).toHaveAttribute('aria-valuetext', formatPrice(1_000_000, 'fr'))
    expect(maxHandle()).toHaveAttribute('aria-valuetext', formatPrice(5_000_000, 'fr'))
  })

  it('changes nothing when a handle is touched without being moved', () => {
    const onChange = vi.fn()
    render(<BudgetSlider min={1_000_000} max={5_000_000} onChange={onChange} />)
    fireEvent.pointerUp(minHandle())
    fireEvent.keyUp(maxHandle(), { key: 'Tab' })
    fireEvent.blur(maxHandle())
    expect(onChange).not.toHaveBeenCalled()
  })

  it('moves only the handle moved: the other keeps its exact amount', () => {
    const onChange = vi.fn()
    render(<BudgetSlider min={1_000_000} max={5_000_000} onChange={onChange} />)
    fireEvent.change(minHandle(), { target: { value: '200' } })
    fireEvent.pointerUp(minHandle())
    expect(onChange).toHaveBeenLastCalledWith(positionToAmount(200), 5_000_000)
    expect(
      screen.getByText(
        `${formatPrice(positionToAmount(200), 'fr')} – ${formatPrice(5_000_000, 'fr')}`,
      ),
    ).toBeInTheDocument()
  })

  it('swaps the two amounts when the minimum is dragged past the maximum', () => {
    const onChange = vi.fn()
    render(<BudgetSlider min={1_000_000} max={5_000_000} onChange={onChange} />)
    fireEvent.change(minHandle(), { target: { value: '500' } })
    fireEvent.pointerUp(minHandle())
    expect(onChange).toHaveBeenLastCalledWith(5_000_000, positionToAmount(500))
  })

  it('draws one track with the chosen range between the two handles', () => {
    const { container } = render(
      <BudgetSlider min={1_000_000} max={5_000_000} onChange={() => undefined} />,
    )
    const tracks = container.querySelectorAll('.budget-slider__track')
    expect(tracks).toHaveLength(1)
    expect(tracks[0].querySelectorAll('input[type="range"]')).toHaveLength(2)
    expect(tracks[0].querySelector('.budget-slider__range')).not.toBeNull()
  })
})
