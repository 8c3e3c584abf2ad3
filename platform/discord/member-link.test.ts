import { expect, it } from 'vitest'
import { authorizeUrl, linkedPage } from './member-link'
import type { DiscordSettings } from './settings'

it("asks Discord's authorize address for identify and guilds.join, with the state and return", () => {
  const settings = {
    clientId: 'client',
    authorizeUrl: 'https://discord.example/oauth2/authorize',
  } as DiscordSettings
  const url = new URL(authorizeUrl(settings, 'st', 'https://taleloom.example/api/discord/callback'))
  expect(url.origin + url.pathname).toBe('https://discord.example/oauth2/authorize')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    response_type: 'code',
    client_id: 'client',
    scope: 'identify guilds.join',
    state: 'st',
    redirect_uri: 'https://taleloom.example/api/discord/callback',
    prompt: 'consent',
  })
})

it('sends the browser back to the linked page with the result and, when known, the creator', () => {
  expect(linkedPage('expired')).toBe('/discord/linked?result=expired')
  expect(linkedPage('linked', 'c1')).toBe('/discord/linked?result=linked&creatorOid=c1')
})
