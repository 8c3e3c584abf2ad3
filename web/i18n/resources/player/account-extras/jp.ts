import type { Texts } from '../../texts'
import type { accountExtrasEn } from './en'

export const accountExtrasJp: Texts<typeof accountExtrasEn> = {
  channelManager: {
    tab: 'チャンネルマネージャー',
    title: 'チャンネルマネージャー',
    intro:
      '管理しているチャンネルです。この端末でチャンネルを管理するには、チャンネルマネージャーパスワードでチャンネルマネージャーモードに切り替えてください。',
    passwordTitle: 'チャンネルマネージャーパスワード',
    passwordSet: 'チャンネルマネージャーパスワードは設定済みです。',
    passwordMissing:
      'チャンネルマネージャーモードに切り替える前に、チャンネルマネージャーパスワードを設定してください。',
    newPassword: '新しいチャンネルマネージャーパスワード',
    repeatPassword: 'パスワードの確認',
    signInPassword: 'ログインパスワード',
    signInHint: 'この端末を使う他の人がパスワードを変更できないように確認します。',
    savePassword: 'パスワードを保存',
    changePassword: 'パスワードを変更',
    passwordSaved: 'チャンネルマネージャーパスワードを保存しました。',
    channels: 'あなたのチャンネル',
    noChannels: 'まだ割り当てられたチャンネルはありません。',
    manage: '管理する',
    managing: '管理中',
    modeTitle: '{{nickname}}を管理',
    modeDescription:
      'この端末でこのチャンネルを管理するには、チャンネルマネージャーパスワードを入力してください。',
    password: 'チャンネルマネージャーパスワード',
    switchIn: '切り替え',
    cancel: 'キャンセル',
    bar: 'チャンネルマネージャーモード：{{nickname}}を管理中です',
    openChannel: 'チャンネルを開く',
    manageComments: 'コメント管理',
    leave: 'モードを終了',
  },
  invitation: {
    title: '友だちを招待',
    intro:
      '友だちがあなたのコードで登録すると、あなたにボーナスコイン{{inviter}}枚、友だちに{{invitee}}枚が付与されます。',
    code: 'あなたの招待コード',
    link: 'あなたの招待リンク',
    copy: 'リンクをコピー',
    copied: 'コピーしました',
    counts: 'あなたのコードで登録{{signups}}人、ボーナス付与{{paid}}人。',
    limit: 'ボーナスは30日ごとに最大{{limit}}回付与されます。',
    signUpField: '招待コード（任意）',
    signUpHint: '招待してくれた友だちのコードです。',
    paid: 'ようこそ！ボーナスコイン{{coins}}枚が付与されました。',
    notPaid: '招待の上限または同じ登録履歴のため、ボーナスコインは付与されませんでした。',
    codeRule: '招待コードは英数字8文字です。',
  },
  cherryPicker: {
    title: 'チェリーピッカークリエイターになりました',
    body: '編集部があなたのコンテンツをホーム画面やキュレーションリストに選んで紹介できるようになりました。読者が最初に目にするタイトルとサムネイルを整えておきましょう。',
    dismiss: 'OK',
  },
}
