import type { Texts } from '../../texts'
import type { characterDmSettingEn } from './en'

/** ストーリー設定ページの「キャラクターとのダイレクトメッセージ」セクション。 */
export const characterDmSettingJp: Texts<typeof characterDmSettingEn> = {
  characterDmSetting: {
    title: 'キャラクターとのダイレクトメッセージ',
    lead: 'ファンは公開中のストーリーのキャラクター1人に、自分だけのチャットでメッセージを送れます。1メッセージがストーリーチャットの1ターンです。',
    enabled: 'ファンがキャラクターにメッセージを送れるようにする',
    character: 'キャラクター',
    price: '1メッセージのクレジット',
    priceHint: '0にすると全員無料です(最大{{max}})。',
    priceProblem: '0から{{max}}までの整数を入力してください。',
    freeTiers: '無料になるサブスクリプションティア',
    freeTiersHint: '選んだティアの購読者は無料で、それ以外の人は料金を払います。',
    noTiers: 'サブスクリプションティアはまだありません。',
    save: '保存',
    saved: '保存しました。ファンはストーリーページで「{{name}}にメッセージ」を見られます。',
    savedOff: '保存しました。このストーリーのキャラクターにはメッセージできません。',
    notPublished:
      '先にストーリーを公開してください。ファンは公開中のストーリーのキャラクターにメッセージします。',
    notOwner: 'この設定を変更できるのはストーリーの作者だけです。',
    noCast: '公開中のストーリーにキャラクターがいません。',
    loading: '読み込み中…',
  },
}
