import { beforeAll, describe, expect, it } from 'vitest'
import type { LoginSuccessResponse } from '../../platform/accounts/contract'

// The store persists to localStorage; an in-memory stand-in keeps this test DOM-free.
const memory = new Map<string, string>()
beforeAll(() => {
  globalThis.localStorage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
    clear: () => memory.clear(),
    key: (index: number) => [...memory.keys()][index] ?? null,
    get length() {
      return memory.size
    },
  } as Storage
})

const login = {
  oid: '0123456789abcdef01234567',
  userOid: '0123456789abcdef01234567',
  token: 'token-123',
  email: 'reader@example.com',
  require2FA: false,
  user: { oid: '0123456789abcdef01234567', nickname: 'reader', email: 'reader@example.com' },
} as unknown as LoginSuccessResponse

describe('session store', () => {
  it('starts anonymous with adult content off', async () => {
    const { useSession } = await import('./session-store')
    const state = useSession.getState()
    expect(state.token).toBeNull()
    expect(state.adultOn).toBe(false)
  })

  it('stores a login and persists what the spec keeps, not the page language', async () => {
    const { SESSION_STORAGE_KEY, useSession } = await import('./session-store')
    useSession.getState().setGuestDeviceId('device_abcdefghijklmnop')
    useSession.getState().storeLanguage('ko')
    useSession.getState().signIn(login)
    const state = useSession.getState()
    expect(state).toMatchObject({ token: 'token-123', loginType: 'email', language: 'ko' })
    const persisted = JSON.parse(memory.get(SESSION_STORAGE_KEY) ?? '{}').state
    expect(persisted).toMatchObject({
      token: 'token-123',
      guestDeviceId: 'device_abcdefghijklmnop',
    })
    expect(persisted).not.toHaveProperty('activeLanguage')
  })

  it('clearing the session logs out and resets adult content, keeping device and language', async () => {
    const { useSession } = await import('./session-store')
    useSession.setState({ adultOn: true })
    useSession.getState().clearSession()
    expect(useSession.getState()).toMatchObject({
      token: null,
      user: null,
      loginType: null,
      adultOn: false,
      guestDeviceId: 'device_abcdefghijklmnop',
      language: 'ko',
    })
  })
})
