/** ライブの予定とアーカイブ: サーバーのエラーコードとチャンネルのアーカイブタブ。 */
export const livereplaysErrorsJp = {
  LIVE_SCHEDULE_NOT_FOUND: '予定されたライブが見つかりません。',
  LIVE_SCHEDULE_DATE_PAST: '予定ライブの日時は未来を選んでください。',
  LIVE_SCHEDULE_DATE_TOO_FAR: 'ライブは最大1年先まで予定できます。',
  LIVE_SCHEDULE_LIMIT: 'クリエイターが予定できるライブは最大20件です。',
  LIVE_REPLAY_NOT_FOUND: 'アーカイブが見つかりません。',
  LIVE_REPLAY_NOT_READY: 'アーカイブはまだエンコード中です。',
  LIVE_REPLAY_FAILED: 'このアーカイブはエンコードできませんでした。',
  LIVE_REPLAY_PUBLISHED: 'このアーカイブはすでにコンテンツとして公開されています。',
  LIVE_REPLAY_SOURCE_REQUIRED: 'アップロードするアーカイブかコンテンツを選んでください。',
  LIVE_REPLAY_THUMBNAIL_REQUIRED: 'アーカイブのサムネイルを選んでください。',
  LIVE_REPLAY_CONTENT_NOT_FOUND: 'コンテンツが見つかりません',
  LIVE_REPLAY_UNAVAILABLE: 'ここではアーカイブをコンテンツとして公開できません。',
}

export const livereplaysJp = {
  livereplays: {
    title: 'アーカイブ',
    empty:
      'まだアーカイブはありません。クリエイターがアーカイブとして公開したライブがここに表示されます。',
    uploads: 'クリエイターのアップロード',
    endedAt: '{{date}}のライブ',
    watch: '見る',
    schedulesTitle: '予定のライブ',
  },
}
