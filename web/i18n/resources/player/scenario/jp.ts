/** シナリオプレイヤー(ひとりで・みんなで)。 */
export const scenarioPlayerJp = {
  scenarioPlayer: {
    title: 'シナリオ',
    multiplayTitle: 'みんなでプレイ',
    step: 'ステップ {{step}}',
    options: 'どうする?',
    showOptions: '選択肢を表示',
    ending: 'エンディング',
    theEnd: 'おしまい。',
    restart: '最初から',
    playTogether: 'みんなでプレイ',
    playAlone: 'ひとりでプレイ',
    lockedPaid: 'このページはシナリオの購入者向けです({{price}}コイン)。',
    lockedTier: 'このページはクリエイターのティア購読者向けです。',
    buy: 'シナリオを購入',
    subscribe: 'ティアを見る',
    members_one: 'ルームに{{count}}人',
    members_other: 'ルームに{{count}}人',
    voteHint:
      '投票してください。{{seconds}}秒後(または全員が投票したとき)、多数決で全員が進みます。',
    votes_one: '{{count}}票',
    votes_other: '{{count}}票',
    copyInvite: '招待リンクをコピー',
  },
}
