import { describe, expect, it } from 'vitest'
import { settingsFixture, storyFixture } from './__fixtures__/story'
import { turnInstructions } from './instructions'

const compiled = storyFixture()

describe('turnInstructions', () => {
  it('adds what the mode asks after the response instructions', () => {
    const settings = settingsFixture()
    const chat = turnInstructions(compiled, {}, [], settings, 'chat')
    expect(turnInstructions(compiled, {}, [], settings, 'auto-chat')).toBe(
      `${chat}\n\n${settings.templates.autoChat}`,
    )
  })

  it('names the impersonated character, or the persona when there is none', () => {
    const settings = settingsFixture({ impersonationCharacterId: compiled.cast[0]!.id })
    expect(turnInstructions(compiled, {}, [], settings, 'impersonate')).toContain(
      compiled.cast[0]!.name,
    )
  })
})
