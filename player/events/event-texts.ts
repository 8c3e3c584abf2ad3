import type { TFunction } from 'i18next'
import type { EventView } from '../../platform/content/events/contract'

/** The reward in words: the item, with its bonus coins for a lucky pocket or box. */
export function rewardText(t: TFunction<'player'>, event: EventView): string {
  return t(`events.reward_${event.rewardKind}`, { coins: event.rewardCoins ?? 0 })
}

/** The event's period as days in the reader's language. */
export function eventPeriod(t: TFunction<'player'>, event: EventView, language: string): string {
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(language === 'jp' ? 'ja' : language, { dateStyle: 'medium' })
  return t('events.period', { start: day(event.startsAt), end: day(event.endsAt) })
}
