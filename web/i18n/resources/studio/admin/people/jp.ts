import type { adminPeopleEn } from './en'

export const adminPeopleJp: typeof adminPeopleEn = {
  page_newusers: '新規ユーザー',
  title_newusers: '新規ユーザー',
  lead_newusers:
    '最近登録したアカウントを新しい順に表示します。登録方法、国、クリエイターかどうかを確認できます。',
  page_creator: 'クリエイター権限',
  title_creator: 'クリエイター権限',
  lead_creator:
    'クリエイター権限の付与・取り消しと、クリエイターのチャンネルのパートナーレベルを設定します。',
  page_creatorlist: 'クリエイター一覧',
  title_creatorlist: 'クリエイター一覧',
  lead_creatorlist:
    'すべてのクリエイターを新しいアカウント順に、チャンネル・パートナーレベル・コンテンツと一緒に表示します。',
  page_unregister: '退会待ち',
  title_unregister: '退会待ちのアカウント',
  lead_unregister:
    '退会を申請したアカウントは、ログインしなければ14日後に削除されます。退会を中止するか、今すぐ確定してください。',

  peopleSearch: 'メールアドレスまたはニックネーム',
  peopleSearchHint:
    'メールアドレスかニックネームの先頭を入力してください。大文字と小文字は区別しません。',
  peopleNone: 'アカウントが見つかりません。',

  newUsersList: '新規ユーザー',
  newUsersJoined_email: 'メールで登録',
  newUsersJoined_guest: 'ゲストとして利用した後に登録',
  newUsersJoined_unknown: '登録方法の記録なし',
  newUsersFacts: '登録 {{date}} · {{how}} · 国: {{country}}',
  newUsersNoCountry: '不明',
  newUsersCreator: 'クリエイター',

  unregisterList: '退会待ちのアカウント',
  unregisterNone: '退会待ちのアカウントはありません。',
  unregisterScheduled: '{{date}} に削除予定',
  unregisterStop: '退会を中止',
  unregisterConfirmNow: '今すぐ削除',
  unregisterStopConfirm: '{{name}} さんの退会を中止しますか？アカウントはそのまま残ります。',
  unregisterStopped: '{{name}} さんの退会を中止しました。',
  unregisterConfirmConfirm:
    '{{name}} さんのアカウントを今すぐ削除しますか？アカウントとログイン情報はすぐに削除され、元に戻せません。',
  unregisterDeleted: '{{name}} さんのアカウントを削除しました。',

  twoFactorReset: '二段階認証をリセット',
  twoFactorResetConfirm:
    '{{name}} さんの二段階認証をオフにしますか？本人からの依頼だと確認できた場合のみ行ってください。',
  twoFactorResetDone: '{{name}} さんの二段階認証をオフにしました。再設定できます。',

  creatorRole: 'クリエイター権限',
  creatorChannel: 'チャンネルのアドレス',
  creatorNoChannel: '登録済みのチャンネルなし',
  creatorContents: 'コンテンツ',
  creatorGrant: 'クリエイターにする',
  creatorRevoke: 'クリエイター権限を取り消す',
  creatorGrantConfirm: '{{name}} さんにクリエイター権限を付与しますか？',
  creatorRevokeConfirm:
    '{{name}} さんのクリエイター権限を取り消しますか？ほかの権限はそのままです。',
  creatorGranted: '{{name}} さんはクリエイターになりました。',
  creatorRevoked: '{{name}} さんはクリエイターではなくなりました。',
  creatorLevel: 'パートナーレベル',
  creatorLevelSave: 'パートナーレベルを保存',
  creatorLevelConfirm: '{{name}} さんのパートナーレベルを {{level}} にしますか？',
  creatorLevelSaved: '{{name}} さんのパートナーレベルを {{level}} にしました。',
  creatorLevelNeedsChannel:
    'パートナーレベルは、クリエイターがチャンネルを登録した後に設定できます。',
  partnerLevel_partner: 'パートナー',
  partnerLevel_free: 'フリー',
  partnerLevel_standard: 'スタンダード',
  partnerLevel_plus: 'プラス',

  creatorListList: 'クリエイター一覧',
  creatorListChannel: 'チャンネル: {{url}} · コンテンツ {{count}} 件',
  creatorListNoChannel: '登録済みのチャンネルなし · コンテンツ {{count}} 件',

  page_adminmail: 'メール送信',
  title_adminmail: 'ユーザーへのメール',
  lead_adminmail:
    '一人のユーザー、またはすべてのクリエイター・ライブ配信者にメールを書きます。受信者をプレビューしてから、確認のうえ送信します。',
  mailSegment: '送信先',
  mailSegment_user: '一人のユーザー',
  mailSegment_creators: 'すべてのクリエイター',
  mailSegment_livestreamers: 'すべてのライブ配信者',
  mailCompose: 'メール',
  mailSubject: '件名',
  mailText: '本文',
  mailPreview: 'プレビュー',
  mailPreviewTitle: 'プレビュー: 受信者 {{count}} 人',
  mailProgress: '{{count}} 人中 {{sent}} 人に送信しました…',
  mailSend: 'メールを送信',
  mailConfirm: 'このメールを {{count}} 人に送信しますか？',
  mailSent: '{{count}} 人にメールを送信しました。',
}
