import type { Texts } from '../texts'
import type { commonEn } from './en'

export const commonJp: Texts<typeof commonEn> = {
  common: {
    productName: 'テイルーム',
    close: '閉じる',
    cancel: 'キャンセル',
    back: '戻る',
    continue: '続ける',
    loading: '読み込み中…',
    skipToContent: '本文へスキップ',
  },
  header: {
    myChats: 'マイチャット',
    home: 'ホーム',
    logIn: 'ログイン',
    signUp: '新規登録',
    userMenu: '{{nickname}}さんのアカウントメニュー',
    myInfo: 'マイ情報',
    signOut: 'ログアウト',
    language: '言語',
    studio: 'スタジオ',
  },
  notFound: {
    title: 'ページが見つかりません',
    description: 'このページは存在しないか、移動しました。',
    toHome: 'ホームに戻る',
  },
  validation: {
    emailRequired: 'メールアドレスを入力してください。',
    emailInvalid: '有効なメールアドレスを入力してください。',
    passwordRequired: 'パスワードを入力してください。',
    passwordRule: '英字と数字を含む6文字以上にしてください。',
    passwordMismatch: 'パスワードが一致しません。',
    nicknameRequired: 'ニックネームを入力してください。',
    nicknameTooShort: 'ニックネームは2文字以上にしてください。',
    nicknameTooLong: 'ニックネームは20文字以内にしてください。',
    nicknameSpecial: '特殊文字は使えません。文字と数字のみ使用してください。',
    nicknameTaken: 'おっと、このニックネームはすでに使われています。',
    birthDateRequired: '生年月日を選択してください。',
    birthDateInvalid: '生年月日が正しくありません。',
    agreementRequired: '登録するには個人情報の収集に同意してください。',
    codeRule: '6桁のコードを入力してください。',
  },
  languageNames: {
    en: '英語',
    ko: '韓国語',
    jp: '日本語',
    es: 'スペイン語',
  },
}
