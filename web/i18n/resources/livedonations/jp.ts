/** Live donation texts: the server's live donation codes (platform/livedonations). */
export const livedonationsErrorsJp = {
  LIVEDONATION_FAILED: '投げ銭に失敗しました',
  LIVEDONATION_MISSION_FORBIDDEN: 'このミッションの状態は変更できません。',
  LIVEDONATION_MISSION_LIMIT: '配信者のミッション数が上限に達しました。',
  LIVEDONATION_MISSION_MINIMUM: '報酬が最低参加費を下回っています。',
  LIVEDONATION_MISSION_NOT_FOUND: 'ミッションが見つかりません。',
  LIVEDONATION_MISSION_STATE: 'ミッションはもうこの状態に変更できません。',
  LIVEDONATION_NO_CREATOR: 'このクリエイターはライブ配信をしていません。',
  LIVEDONATION_NOT_FOUND: '投げ銭が見つかりません。',
  LIVEDONATION_NOT_OWNER: '投げ銭を管理できるのはクリエイターだけです。',
  LIVEDONATION_ROULETTE: 'ルーレットを回せませんでした',
  LIVEDONATION_TYPE_OFF: 'クリエイターはこの種類の投げ銭を受け付けていません。',
}
