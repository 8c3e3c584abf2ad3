import type { TFunction } from 'i18next'

/** The delete question names the later messages that go with the reply, when there are any. */
export function deleteQuestion(t: TFunction<'chat'>, later: number): string {
  if (later === 0) return t('chat.deleteConfirm')
  if (later === 1) return t('chat.deleteConfirmLaterOne')
  return t('chat.deleteConfirmLater', { number: later })
}
