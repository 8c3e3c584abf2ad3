/** Live donation texts: the server's live donation codes (platform/livedonations). */
export const livedonationsErrorsJp = {
  LIVEDONATION_FAILED: '投げ銭に失敗しました',
  LIVEDONATION_NO_CREATOR: 'このクリエイターはライブ配信をしていません。',
  LIVEDONATION_NOT_FOUND: '投げ銭が見つかりません。',
  LIVEDONATION_NOT_OWNER: '投げ銭を管理できるのはクリエイターだけです。',
  LIVEDONATION_ROULETTE: 'ルーレットを回せませんでした',
  LIVEDONATION_TYPE_OFF: 'クリエイターはこの種類の投げ銭を受け付けていません。',
}
