import type { ChannelErrorTexts } from './en'

export const channelErrorsJp: ChannelErrorTexts = {
  CREATOR_TERMS_REQUIRED: 'クリエイター登録には規約への同意が必要です。',
  SOCIAL_LINK_INVALID: 'そのサービスのアドレス（https）で始まる正しいURLを入力してください。',
  CHANNEL_TABS_INVALID:
    'すべてのチャンネルタブを一度ずつ指定してください。ホームは常に表示されます。',
  NOT_A_CREATOR: '登録済みのクリエイターのみ実行できます。',
  CHANNEL_NOT_FOUND: 'このチャンネルはまだ公開されていません。',
  TIER_NOT_FOUND: 'このサブスクリプションプランは存在しません。',
  TIER_LIMIT: 'チャンネルのプランは最大10個までです。',
  FREE_TIER_PRICED: '無料プランに価格は設定できません。先にコイン販売をオフにしてください。',
  FREE_TIER_ENABLED: 'コイン販売をオンにする前に無料プランをオフにしてください。',
  FREE_TIER_WHILE_LIVE_TICKET: 'プランを無料にする前にライブチケットの販売を停止してください。',
  TIER_ICON_INVALID: 'プランのアイコンは64x64のPNG画像にしてください。',
  TIER_HAS_SUBSCRIBERS: 'このプランにはまだ加入者がいます。加入がすべて終了してから削除できます。',
  NOT_FREE_TIER: 'このプランは無料ではありません。お支払いで加入してください。',
  SUBSCRIPTION_CLOSED_LAST_DAY: '月末日は加入できません。1日に改めてお試しください。',
  OWN_CHANNEL: '自分のチャンネルには加入できません。',
  ALREADY_SUBSCRIBED: 'すでにこのチャンネルに加入しています。',
  DONATION_FAILED: '応援に失敗しました。',
}
