import type { adminCreatorTagsEn } from './en'

/** クリエイター権限ページのクリエイタータグ。 */
export const adminCreatorTagsJp: typeof adminCreatorTagsEn = {
  creatorTags: 'クリエイタータグ',
  creatorTagsLead:
    'cherry-picker: 編集部がこのクリエイターのコンテンツをホームに選んで載せられます。クリエイターには一度お知らせが表示されます。',
  creatorTagsHeld: '{{name}}のタグ',
  creatorTagsNone: 'タグはありません。',
  creatorTagsNew: '追加するタグ',
  creatorTagsHint: '英小文字・数字・- で2〜40文字。',
  creatorTagsAdd: 'タグを追加',
  creatorTagsRemove: '削除',
  creatorTagsRemoveOne: 'タグ {{tag}} を削除',
  creatorTagsAddConfirm: '{{name}}にタグ {{tag}} を付けますか?',
  creatorTagsAdded: '{{name}}にタグ {{tag}} を付けました。',
  creatorTagsRemoveConfirm: '{{name}}のタグ {{tag}} を削除しますか?',
  creatorTagsRemoved: '{{name}}のタグ {{tag}} を削除しました。',
  creatorTags_shape: 'タグは英小文字・数字・- で2〜40文字です。',
  creatorTags_held: 'このクリエイターにはすでにそのタグがあります。',
}
