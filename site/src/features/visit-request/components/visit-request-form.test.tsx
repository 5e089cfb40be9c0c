import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { DialogsProvider } from '../../../components/ui/dialogs-provider'
import { createI18n } from '../../../i18n/i18n'
import en from '../../../i18n/locales/en.json'
import { SessionProvider } from '../../../lib/session-ui'
import { VisitRequestForm } from './visit-request-form'

beforeAll(() => {
  createI18n('en', en)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A day counted from today, as the form shows it (DD/MM/YYYY). */
const shown = (fromToday: number) => {
  const d = new Date(Date.now() + fromToday * 86_400_000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(d.getDate())}${two(d.getMonth() + 1)}${d.getFullYear()}`
}

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <DialogsProvider>
          <VisitRequestForm slug="villa-aurora" purpose="rent" />
        </DialogsProvider>
      </SessionProvider>
    </QueryClientProvider>,
  )

/** Types both dates and sends: the form's answer is what it marks under each date. */
async function sendDates(start: string, end: string) {
  const user = userEvent.setup()
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  renderForm()
  await user.type(screen.getByLabelText(/^Entry date/), start)
  await user.type(screen.getByLabelText(/^Exit date/), end)
  await user.click(screen.getByRole('button', { name: 'Send my request' }))
  // Refused in the browser: nothing is sent.
  expect(fetchSpy).not.toHaveBeenCalled()
  return {
    start: screen.getByLabelText(/^Entry date/),
    end: screen.getByLabelText(/^Exit date/),
  }
}

describe('visit request dates', () => {
  it('marks a start in the past under the entry date', async () => {
    const { start, end } = await sendDates(shown(-2), shown(3))
    expect(start).toHaveAttribute('aria-invalid', 'true')
    expect(start).toHaveAccessibleDescription(en['visit.datePast'])
    expect(end).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('marks an end before the start under the exit date', async () => {
    const { end } = await sendDates(shown(5), shown(4))
    expect(end).toHaveAccessibleDescription(en['visit.datesInverted'])
  })

  it('marks a window longer than one year under the exit date', async () => {
    const { start, end } = await sendDates(shown(5), shown(5 + 400))
    expect(end).toHaveAttribute('aria-invalid', 'true')
    expect(end).toHaveAccessibleDescription(en['visit.dateTooLong'])
    expect(start).not.toHaveAttribute('aria-invalid', 'true')
  })
})
