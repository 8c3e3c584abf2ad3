import type { ChatSettingsInput } from './direct-chat-api'

export const COINS_PER_MESSAGE_MAX = 9_999
export const AUTO_MESSAGE_MAX = 500

export type SettingsProblem =
  | { key: 'tierRequired' }
  | { key: 'coinsRequired' }
  | { key: 'coinsTooMany'; max: number }
  | { key: 'autoTooLong'; max: number }

const paying = (who: ChatSettingsInput['whoMayMessage']) => who === 'coinPayers' || who === 'either'
export const bySubscription = (who: ChatSettingsInput['whoMayMessage']) =>
  who === 'subscribers' || who === 'either'

/** The settings' problems as the server would answer them, checked before saving. */
export function settingsProblems(input: ChatSettingsInput): SettingsProblem[] {
  const problems: SettingsProblem[] = []
  if (bySubscription(input.whoMayMessage) && input.tierHashes.length === 0)
    problems.push({ key: 'tierRequired' })
  if (paying(input.whoMayMessage)) {
    if (!Number.isInteger(input.coinsPerMessage) || input.coinsPerMessage < 1)
      problems.push({ key: 'coinsRequired' })
    else if (input.coinsPerMessage > COINS_PER_MESSAGE_MAX)
      problems.push({ key: 'coinsTooMany', max: COINS_PER_MESSAGE_MAX })
  }
  if (input.autoMessage.length > AUTO_MESSAGE_MAX)
    problems.push({ key: 'autoTooLong', max: AUTO_MESSAGE_MAX })
  return problems
}

/** What is saved: a price only where messages are paid, tiers only where subscribers write. */
export function settingsToSave(input: ChatSettingsInput): ChatSettingsInput {
  return {
    ...input,
    coinsPerMessage: paying(input.whoMayMessage) ? input.coinsPerMessage : 0,
    tierHashes: bySubscription(input.whoMayMessage) ? input.tierHashes : [],
  }
}
