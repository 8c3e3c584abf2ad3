import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { deleteQuestion } from './delete-question'

const t = ((key: string, options?: { number: number }) =>
  options ? `${key}:${options.number}` : key) as unknown as TFunction<'chat'>

describe('deleteQuestion', () => {
  it('names the later messages that go with the reply', () => {
    expect(deleteQuestion(t, 0)).toBe('chat.deleteConfirm')
    expect(deleteQuestion(t, 1)).toBe('chat.deleteConfirmLaterOne')
    expect(deleteQuestion(t, 3)).toBe('chat.deleteConfirmLater:3')
  })
})
