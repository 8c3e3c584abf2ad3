import type { platformLinksEn } from './en'

export const platformLinksJp: typeof platformLinksEn = {
  platformLinks: {
    tab: 'プラットフォーム',
    title: '連携中のプラットフォーム',
    lead: 'TwitchとYouTubeを連携すると、視聴者数をここで確認し、チャットをライブチャットに取り込めます。',
    link: '{{platform}}を連携',
    unlink: '連携を解除',
    linkedAs: '{{name}} · フォロワー{{count}}人',
    notLinked: '未連携',
    watching: '{{count}}人が視聴中',
    offline: 'オフライン',
    multichat: 'マルチチャット',
    multichatHint:
      'TwitchとYouTubeのチャットを読み取り専用メッセージとしてライブチャットに表示します。配信中の配信に適用されます。',
    multichatOn: 'マルチチャットはオンです。',
    multichatOff: 'マルチチャットはオフです。',
    linked: '{{platform}}を連携しました。',
    alreadyLinked: 'TwitchまたはYouTubeアカウントはすでに連携されています',
    cancelled: '接続がキャンセルされました',
    failed: '連携エラー',
    unavailable: 'このサーバーではプラットフォーム連携を利用できません。',
  },
}
