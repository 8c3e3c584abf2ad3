import type { adminLiveEn } from './en'

export const adminLiveJp: typeof adminLiveEn = {
  'page_manage-discord': 'Discord メンバー',
  'title_manage-discord': 'Discord ボットのメンバー',
  'lead_manage-discord':
    'Discord ボットに接続したクリエイターと連携メンバーを確認し、クリエイターのサーバーからメンバーを外します。',
  discordCreators: 'ボットに接続したクリエイター',
  discordCreatorSearch: 'クリエイターを探す',
  discordCreatorSearchHint:
    'メールアドレス、ニックネームの先頭、クリエイター ID、または Discord のサーバー・メンバー ID。',
  discordNoCreators: 'サーバーを接続したクリエイターはいません。',
  discordPending_one: 'ボット呼び出し {{count}} 件待ち',
  discordPending_other: 'ボット呼び出し {{count}} 件待ち',
  discordCreatorMeta:
    'サーバー {{server}} · 連携メンバー {{members}} 人 · ティアロール {{roles}} 件 · {{date}} 接続',
  discordShowMembers: 'メンバー',
  discordMembersOf: '{{creator}} のサーバーのメンバー',
  discordMemberSearch: 'メンバーを探す',
  discordMemberSearchHint:
    'Discord 名の先頭、メールアドレス・ニックネームの先頭、ユーザー ID、または Discord ID。',
  discordNoMembers: '該当する連携メンバーはいません。',
  discordMemberMeta: 'Discord {{username}} ({{discordId}}) · {{date}} 連携',
  discordRole_none: 'ティアロールなし',
  discordRole_pending: 'ロール付与中',
  discordRole_granted: 'ロール付与済み',
  discordRole_removed: 'ロール解除済み',
  discordKick: 'サーバーから外す',
  discordKickConfirm:
    '{{member}} を {{creator}} の Discord サーバーから外しますか?ボットがキックし、新しい招待でのみ再参加できます。',
  discordKicked: '{{member}} を外します。ボットが今 Discord に送り、混雑時は再試行します。',
  'page_rtc-livestream': 'RTC 配信入力',
  'title_rtc-livestream': 'ライブの配信入力と WebRTC',
  'lead_rtc-livestream':
    'このサーバーで配信がライブ領域に届く方法と、WebRTC 入力が接続される場所です。WebRTC 入力は動いていません。',
  rtcIngests: '配信入力',
  rtcKind_embedded: '組み込み RTMP 入力',
  rtcKind_nginx: 'nginx-rtmp 入力',
  rtcKind_rtc: 'WebRTC 入力 (WHIP)',
  rtcRunning: '稼働中',
  rtcOff: 'このサーバーでは停止中',
  rtcNotBuilt: '拡張ポイント:未実装',
  rtcFigures: '{{protocol}} · 配信中 {{live}} 件 · 直近 {{days}} 日の開始 {{recent}} 件',
  rtcPublishUrl: '配信先 {{url}}',
  rtcPlugTitle: 'WebRTC 入力の接続先',
  rtcPlugLead:
    '配信入力は一つの配信処理コアの前に置くアダプターです。WebRTC(WHIP)入力も RTMP 入力と同じことをします。',
  rtcStepVerify:
    '配信者のストリームキーを確認し、ライブ領域のキー確認を通じて配信を開始・終了します(組み込み・nginx に続く三つ目の入力)。',
  rtcStepControl:
    '入力制御ポートを実装します:配信者の切断、視聴者の接続、HLS ファイルの場所の通知。',
  rtcStepRecord: 'RTMP 入力と同じく、配信をリプレイ録画と月間配信枠の確認に渡します。',
  rtcStepPlay:
    '視聴者は同じプレーヤー(FLV または HLS)で視聴を続けます。視聴者側は何も変わりません。',
  rtcNone:
    'WebRTC 入力は未実装です。配信者は RTMP で配信します。拡張ポイントはライブのドキュメントに記載されています。',
}
