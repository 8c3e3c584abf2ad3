import type { Texts } from '../../texts'
import type { commentKindsEn } from './en'

/** スタジオのコメント管理: 表示するコメントの種類。 */
export const commentKindsJp: Texts<typeof commentKindsEn> = {
  creatorCommentKinds: {
    label: '表示',
    all: 'すべてのコメント',
    content: 'コンテンツへのコメント',
    community: 'コミュニティ投稿へのコメント',
    post: 'コミュニティ投稿',
  },
}
