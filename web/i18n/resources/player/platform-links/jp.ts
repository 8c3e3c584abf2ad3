import type { platformLinksEn } from './en'

export const platformLinksJp: typeof platformLinksEn = {
  xLink: {
    title: 'X（Twitter）連携',
    lead: 'フォロワー100人以上のXアカウントを連携してください。フォロワー100人で100コイン、500人で500コインを、Xアカウントごとに1回お渡しします。',
    link: 'Xアカウントを連携',
    unlink: '連携を解除',
    linkedAs: '@{{handle}} · フォロワー{{count}}人',
    rewardPaid: 'フォロワー特典{{coins}}コインを受け取りました',
    linked: 'Xアカウントを連携しました。',
    reward: 'フォロワー特典として{{coins}}コインを受け取りました。',
    cancelled: '接続がキャンセルされました',
    failed: '連携エラー',
    taken: 'このXアカウントはすでに別のアカウントに連携されています。',
    tooFewFollowers: 'Xアカウントの連携にはフォロワーが100人以上必要です。',
  },
  adultVerification: {
    title: '成人認証',
    lead: 'Yotiで年齢を確認します。Yotiが成人であることを確認すると、成人向けコンテンツが表示されます。',
    start: 'Yotiで認証する',
    orYoti: '生年月日の代わりにYotiで年齢を確認することもできます。',
    state_unverified: 'まだ認証されていません。',
    state_sent: '認証メッセージを送信しました。Yotiのページで確認を完了してください。',
    state_verified: '成人認証が完了しました。',
    state_not_adult: '本人確認ができませんでした。',
    check: '結果を確認',
    callbackTitle: '本人確認の結果',
    continue: '続ける',
    signedOut: '年齢を確認するにはログインしてください。',
  },
}
