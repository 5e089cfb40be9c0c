import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import {
  displayName,
  forgetSession,
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  storeSession,
  storeUser,
  useSessionUser,
} from './session'
import { claire } from '../test/stored-user'
import { storageKeys } from './storage'

afterEach(() => localStorage.clear())

describe('session store', () => {
  it('keeps tokens and user in localStorage after a sign-in, and clears all three on disconnect', () => {
    storeSession({ accesstoken: 'access-1', refreshtoken: 'refresh-1', data: claire })
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-1')
    expect(getRefreshToken()).toBe('refresh-1')
    expect(getStoredUser()).toEqual(claire)

    forgetSession()
    expect(getAccessToken()).toBeNull()
    expect(getRefreshToken()).toBeNull()
    expect(getStoredUser()).toBeNull()
  })

  it('keeps the refresh token when an automatic sign-in renews only the access token', () => {
    storeSession({ accesstoken: 'access-1', refreshtoken: 'refresh-1', data: claire })
    storeSession({ accesstoken: 'access-2', data: claire })
    expect(getAccessToken()).toBe('access-2')
    expect(getRefreshToken()).toBe('refresh-1')
  })

  it('ignores a stored user that is not a contact', () => {
    localStorage.setItem(storageKeys.user, '{not json')
    expect(getStoredUser()).toBeNull()
    localStorage.setItem(storageKeys.user, JSON.stringify({ name: 'x' }))
    expect(getStoredUser()).toBeNull()
  })

  it('lets components follow sign-in, changed details and sign-out', () => {
    const { result } = renderHook(() => useSessionUser())
    expect(result.current).toBeNull()
    act(() => storeSession({ accesstoken: 'a', refreshtoken: 'r', data: claire }))
    expect(result.current?.co_firstname).toBe('Claire')
    act(() => storeUser({ ...claire, co_firstname: 'Clara' }))
    expect(result.current?.co_firstname).toBe('Clara')
    expect(getAccessToken()).toBe('a')
    act(() => forgetSession())
    expect(result.current).toBeNull()
  })

  it('names the client by first name and name, else by login', () => {
    expect(displayName(claire)).toBe('Claire Dumont')
    expect(displayName({ ...claire, co_firstname: '', co_name: '' })).toBe('demo.client')
  })
})
