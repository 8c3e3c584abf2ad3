import { describe, expect, it } from 'vitest'
import { matchPlayerRoute } from '../../routes'
import { WIDGET_HIDDEN_ROUTES, widgetShown } from './hidden-routes'

const shownOn = (path: string, signedIn = true) =>
  widgetShown(matchPlayerRoute(path).name, signedIn)

describe('the pages that hide the chat widget', () => {
  it('hides it on the chat pages, live, the players, payments and the login pages', () => {
    for (const path of [
      '/chat',
      '/chat/settings',
      '/ko/chat/0123456789abcdef01234567',
      '/story/0123456789abcdef01234567/c/0123456789abcdef01234568',
      '/story',
      '/live/mina',
      '/overlay/0123456789abcdef01234567',
      '/play/0123456789abcdef01234567',
      '/realplay/0123456789abcdef01234567',
      '/charge',
      '/jp/charge/success',
      '/charge/fail',
      '/subscribe/success',
      '/subscribe/fail',
      '/pwreset',
    ])
      expect(shownOn(path), path).toBe(false)
  })

  it('shows it to a signed-in reader elsewhere, and never to a visitor', () => {
    for (const path of ['/', '/search', '/c/mina', '/myinfo', '/story/0123456789abcdef01234567'])
      expect(shownOn(path), path).toBe(true)
    expect(shownOn('/', false)).toBe(false)
    expect(shownOn('/c/mina', false)).toBe(false)
  })

  it('names a reason for every page it hides on', () => {
    for (const reason of Object.values(WIDGET_HIDDEN_ROUTES)) expect(reason).toMatch(/\w{4}/)
  })
})
