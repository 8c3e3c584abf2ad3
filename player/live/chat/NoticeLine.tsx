/**
 * A system line of the live chat: moderation in a quiet style, donations, roulette results
 * and missions highlighted (SOOP and CHZZK draw them as cards among the messages).
 */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { ChatNotice, ChatNoticeLine } from '../../../platform/live/chat/contract'

/** 1 → "1 min", 60 → "1 h", 1440 → "1 d", in the reader's language. */
export function durationText(t: TFunction<'live'>, minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0)
    return t('livechat.durationDays', { count: minutes / 1440 })
  if (minutes >= 60 && minutes % 60 === 0)
    return t('livechat.durationHours', { count: minutes / 60 })
  return t('livechat.durationMinutes', { count: minutes })
}

/** The highlighted kinds: what viewers gave or asked of the streamer. */
const HIGHLIGHTED = new Set<ChatNotice['type']>(['donation', 'roulette', 'mission'])

export function noticeText(t: TFunction<'live'>, notice: ChatNotice): string {
  const who = (name: string | null) => name || t('livechat.someone')
  switch (notice.type) {
    case 'timeout':
      return t('livechat.notice_timeout', {
        target: notice.target || t('livechat.anonymousChatter'),
        duration: durationText(t, notice.minutes),
      })
    case 'kick':
    case 'ban':
    case 'unban':
    case 'managerAdded':
    case 'managerRemoved':
      return t(`livechat.notice_${notice.type}`, {
        target: notice.target || t('livechat.anonymousChatter'),
      })
    case 'messageDeleted':
      return t('livechat.notice_messageDeleted')
    case 'donation':
      return t('livechat.notice_donation', { donor: who(notice.donor), coin: notice.coin })
    case 'roulette':
      return t('livechat.notice_roulette', {
        donor: who(notice.donor),
        coin: notice.coin,
        option: notice.optionName,
      })
    case 'mission':
      return t(`livechat.notice_mission_${notice.status}`, {
        donor: who(notice.donor),
        coin: notice.coin,
      })
    case 'relay':
      return t('livechat.notice_relay', {
        source: notice.source === 'twitch' ? 'Twitch' : 'YouTube',
        author: notice.author,
      })
    default:
      return ''
  }
}

export function NoticeLine({ line }: { line: ChatNoticeLine }) {
  const { t } = useTranslation('live')
  const { notice } = line
  const highlighted = HIGHLIGHTED.has(notice.type)
  const detail =
    notice.type === 'donation' || notice.type === 'mission' || notice.type === 'relay'
      ? notice.content
      : null
  return (
    <li
      className={`livechat-notice livechat-notice-${notice.type}${highlighted ? ' is-highlighted' : ''}`}
      data-notice={notice.type}
      // A relayed line is marked with its platform's colour (its name is in the text).
      data-source={notice.type === 'relay' ? notice.source : undefined}
    >
      <span className="livechat-notice-text">{noticeText(t, notice)}</span>
      {detail ? <span className="livechat-notice-detail">{detail}</span> : null}
    </li>
  )
}
