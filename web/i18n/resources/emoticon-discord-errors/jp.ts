import type { emoticonDiscordErrorsEn } from './en'

export const emoticonDiscordErrorsJp: Record<keyof typeof emoticonDiscordErrorsEn, string> = {
  EMOTICON_UPLOAD_FAILED: 'エモティコンのアップロードに失敗しました。',
  EMOTICON_NOT_PNG: '有効なPNG形式のファイルではありません',
  EMOTICON_TYPE_INVALID: '画像の形式が正しくありません',
  EMOTICON_SIZE_LIMIT: '画像サイズの上限を超えています（50KB以下）',
  EMOTICON_DIMENSIONS: '画像サイズの制限：56x56ピクセルにしてください',
  EMOTICON_NAME_REQUIRED: 'エモティコンの名前を入力してください。',
  EMOTICON_NOT_FOUND: 'このエモティコンは存在しません。',
  EMOTICON_TIER_UNKNOWN: 'このチャンネルのティアではありません。',
  EMOTICON_NOT_YOURS: 'このチャンネルにアップロードしたエモティコンのみ追加できます。',
  DISCORD_INVALID_ID: '無効なDiscord IDです',
  DISCORD_NOT_CONFIGURED: '現在Discord連携はご利用いただけません。',
  DISCORD_NOT_LINKED: 'このクリエイターはDiscordサーバーを連携していません。',
  DISCORD_NOT_SUBSCRIBED: 'Discordアカウントを連携するにはこのティアに加入してください。',
  DISCORD_TIER_UNKNOWN: 'このチャンネルのティアではありません。',
  DISCORD_CHANNEL_MISMATCH: 'クリエイターのDiscordサーバーではありません。',
}
