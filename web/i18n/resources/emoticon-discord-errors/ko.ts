import type { emoticonDiscordErrorsEn } from './en'

export const emoticonDiscordErrorsKo: Record<keyof typeof emoticonDiscordErrorsEn, string> = {
  EMOTICON_UPLOAD_FAILED: '이모티콘 업로드에 실패했습니다.',
  EMOTICON_NOT_PNG: '올바른 PNG 형식의 파일이 아닙니다',
  EMOTICON_TYPE_INVALID: '이미지 형식이 올바르지 않습니다',
  EMOTICON_SIZE_LIMIT: '이미지 크기 제한을 넘었습니다 (50KB 이하)',
  EMOTICON_DIMENSIONS: '이미지 크기 제한: 56x56 픽셀이어야 합니다',
  EMOTICON_NAME_REQUIRED: '이모티콘 이름을 입력하세요.',
  EMOTICON_NOT_FOUND: '존재하지 않는 이모티콘입니다.',
  EMOTICON_TIER_UNKNOWN: '이 채널의 티어가 아닙니다.',
  EMOTICON_NOT_YOURS: '이 채널에 업로드한 이모티콘만 추가할 수 있습니다.',
  DISCORD_INVALID_ID: '유효하지 않은 디스코드 ID입니다',
  DISCORD_NOT_CONFIGURED: '지금은 디스코드 연동을 사용할 수 없습니다.',
  DISCORD_NOT_LINKED: '이 크리에이터는 디스코드 서버를 연동하지 않았습니다.',
  DISCORD_NOT_SUBSCRIBED: '디스코드 계정을 연동하려면 이 티어를 구독하세요.',
  DISCORD_TIER_UNKNOWN: '이 채널의 티어가 아닙니다.',
  DISCORD_CHANNEL_MISMATCH: '크리에이터의 디스코드 서버가 아닙니다.',
}
