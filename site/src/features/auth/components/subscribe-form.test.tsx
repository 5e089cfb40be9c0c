import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { DialogsProvider } from '../../../components/ui/dialogs-provider'
import { createI18n } from '../../../i18n/i18n'
import en from '../../../i18n/locales/en.json'
import { SubscribeForm } from './subscribe-form'

beforeAll(() => {
  createI18n('en', en)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderForm = (code = '') =>
  render(
    <DialogsProvider>
      <SubscribeForm initialCode={code} onSubscribed={() => undefined} />
    </DialogsProvider>,
  )

describe('activation form', () => {
  it('starts with the code the mailed link carries', () => {
    renderForm('7K3M-Q9TX-2HCP-W4RA')
    expect(screen.getByLabelText(/^Activation code/)).toHaveValue('7K3M-Q9TX-2HCP-W4RA')
  })

  it('sends nothing while the passwords differ', async () => {
    const user = userEvent.setup()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    renderForm('7K3M-Q9TX-2HCP-W4RA')
    await user.type(screen.getByLabelText(/^Login/), 'helene')
    await user.type(screen.getByLabelText(/^Password/), 'Choisi-par-Helene-1')
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Choisi-par-Helene-2')
    await user.click(screen.getByRole('button', { name: 'Activate my area' }))
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(screen.getByText(en['login.passwordsDiffer'])).toBeInTheDocument()
  })
})
