import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { DialogsProvider } from '../../../components/ui/dialogs-provider'
import { createI18n } from '../../../i18n/i18n'
import en from '../../../i18n/locales/en.json'
import type { LoginStep } from '../lib/login-steps'
import { LoginPanel } from './login-panel'
import { NewPasswordForm } from './new-password-form'

beforeAll(() => {
  // The English texts, as a page rendered in English inlines them.
  createI18n('en', en)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderPanel = (start: LoginStep = 'part1') =>
  render(
    <DialogsProvider>
      <LoginPanel start={start} onSignedIn={() => undefined} />
    </DialogsProvider>,
  )

describe('login panel', () => {
  it('goes to the forgotten password and back with Cancel, moving focus to the new step', async () => {
    const user = userEvent.setup()
    renderPanel()
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /activation code/i })).toHaveAttribute(
      'href',
      '/subscribe',
    )

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByRole('heading', { name: 'Forgotten password' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('heading', { name: 'Sign in' })).toHaveFocus()
  })

  it('sends nothing when the login or the password is missing, and lists them', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const user = userEvent.setup()
    renderPanel()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Login')
    expect(alert).toHaveTextContent('Password')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('checks the new password before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const user = userEvent.setup()
    render(
      <DialogsProvider>
        <NewPasswordForm coId="7" onSaved={() => undefined} />
      </DialogsProvider>,
    )
    const save = screen.getByRole('button', { name: 'Save the password' })
    await user.click(save)
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your current password')
    await user.type(screen.getByLabelText(/^Current password/), 'Riviera-2030-old')
    await user.click(save)
    expect(screen.getByRole('alert')).toHaveTextContent('You must choose a password')
    await user.type(screen.getByLabelText(/^New password/), 'Riviera-2031-a')
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Riviera-2031-b')
    await user.click(save)
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords must be identical')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('sends the current password with the new one, and says so when the server finds it wrong', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          err: {
            code: 'invalid_input',
            message: 'Your current password is incorrect',
            fields: ['co_password_current'],
          },
        }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      ),
    )
    const user = userEvent.setup()
    render(
      <DialogsProvider>
        <NewPasswordForm coId="7" onSaved={() => undefined} />
      </DialogsProvider>,
    )
    await user.type(screen.getByLabelText(/^Current password/), 'Riviera-2030-old')
    await user.type(screen.getByLabelText(/^New password/), 'Riviera-2031-new')
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Riviera-2031-new')
    await user.click(screen.getByRole('button', { name: 'Save the password' }))
    expect(JSON.parse(String(fetchSpy.mock.calls[0][1]?.body))).toEqual({
      co_id: '7',
      co_password: 'Riviera-2031-new',
      co_password_current: 'Riviera-2030-old',
    })
    expect(
      (await screen.findAllByText('Your current password is incorrect.')).length,
    ).toBeGreaterThan(0)
  })

  it('asks no current password on a reset link', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined))
    render(
      <DialogsProvider>
        <NewPasswordForm coId="7" challenge={'c'.repeat(43)} onSaved={() => undefined} />
      </DialogsProvider>,
    )
    expect(screen.queryByLabelText(/^Current password/)).toBeNull()
  })

  it('shows the challenge error when the new-password step has no reset link', () => {
    renderPanel('part4')
    expect(screen.getByRole('alert')).toHaveTextContent('Challenge error')
  })
})
