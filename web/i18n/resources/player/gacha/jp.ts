import type { Texts } from '../../texts'
import type { gachaEn } from './en'

/** チャンネルのガチャタブ: アイテムと確率、ガチャを引く、結果、自分の履歴。 */
export const gachaJp: Texts<typeof gachaEn> = {
  channelGacha: {
    empty: '販売中のガチャはまだありません。',
    items: 'アイテムと確率',
    state_hidden: '非表示',
    state_incomplete: 'まだ非公開',
    pull_one: '{{count}}回引く · {{coins}}コイン',
    pull_other: '{{count}}回引く · {{coins}}コイン',
    confirmTitle: 'ガチャを引きますか？',
    confirmText_one: '「{{title}}」を{{coins}}コインで1回引きますか？',
    confirmText_other: '「{{title}}」を{{coins}}コインで{{count}}回引きますか？',
    confirm: '{{coins}}コインを支払う',
    own: '自分のガチャは購入できません。',
    notEnoughCoins: 'コインが足りません',
    charge: 'コインをチャージ',
    revealTitle_one: 'アイテムを{{count}}個引きました',
    revealTitle_other: 'アイテムを{{count}}個引きました',
    revealPaid: '{{coins}}コインを支払いました。',
    revealRefund: '{{coins}}コインが返金されました。',
    records_one: '自分の履歴（{{count}}）',
    records_other: '自分の履歴（{{count}}）',
    noRecords: 'まだ履歴はありません。',
    recordLine_one: '{{count}}回・{{coins}}コイン:',
    recordLine_other: '{{count}}回・{{coins}}コイン:',
  },
}
