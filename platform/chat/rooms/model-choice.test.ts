import { describe, expect, it } from 'vitest'
import { allowedSavedModel, choosableModels, modelAllowed } from './model-choice'

describe('model choice', () => {
  const fixed = { model: 'gemini' }
  const open = { model: 'gemini', playerModels: ['gemini', 'gpt-4o', 'local'] }

  it("offers only the story's model when the story lets no one choose", () => {
    expect(choosableModels(fixed)).toEqual(['gemini'])
    expect(modelAllowed(fixed, 'gemini')).toBe(true)
    expect(modelAllowed(fixed, 'gpt-4o')).toBe(false)
    expect(allowedSavedModel(fixed, 'gpt-4o')).toBeUndefined()
  })

  it('offers the listed models, the story’s own first, and keeps a saved one among them', () => {
    expect(choosableModels(open)).toEqual(['gemini', 'gpt-4o', 'local'])
    expect(allowedSavedModel(open, 'local')).toBe('local')
    expect(allowedSavedModel(open, 'gemini-pro')).toBeUndefined()
    expect(allowedSavedModel(open, undefined)).toBeUndefined()
  })
})
