import type { Texts } from '../../texts'
import type { commentsEn } from './en'

export const commentsJp: Texts<typeof commentsEn> = {
  contentComments: {
    heading: 'コメント',
    headingCount: 'コメント（{{count}}）',
    label: 'コメントを書く',
    placeholder: 'このコンテンツの感想をどうぞ…',
    post: 'コメントを投稿',
    logIn: 'コメントするにはログインしてください。',
    loadError: 'コメントを読み込めませんでした。',
    empty: 'まだコメントはありません。最初のコメントを書きましょう。',
    listLabel: 'コメント',
    more: 'コメントをもっと見る',
    reply: '返信',
    replyLabel: 'あなたの返信',
    replyPlaceholder: '返信を書く…',
    replySend: '返信を投稿',
    replies: '返信 {{count}}件',
    creator: 'クリエイター',
    /** A reply the channel's team (a channel manager) wrote as the channel. */
    manager: 'マネージャー',
    pinned: '固定',
    pin: '固定する',
    unpin: '固定を解除',
    delete: '削除',
    confirmDelete: 'このコメントを削除しますか？返信も一緒に削除されます。',
    likeLabel: 'このコメントにいいね（いいね {{count}}件）',
    actions: 'このコメントのその他の操作',
    report: 'コメントを通報',
    reportReason: 'このコメントを通報する理由は？',
    reported: 'ありがとうございます。コメントを運営に通報しました。',
    alreadyReported: 'このコメントはすでに通報済みです。',
    block: 'この視聴者をブロック',
    blocked: 'ブロックしました。このユーザーのコメントは表示されません。',
  },
  channelBar: {
    followers: 'フォロワー {{count}}人',
    follow: 'フォロー',
    following: 'フォロー中',
  },
}
