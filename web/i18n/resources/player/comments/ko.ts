import type { Texts } from '../../texts'
import type { commentsEn } from './en'

export const commentsKo: Texts<typeof commentsEn> = {
  contentComments: {
    heading: '댓글',
    headingCount: '댓글 ({{count}})',
    label: '댓글 쓰기',
    placeholder: '이 콘텐츠에 대해 한마디 남겨 주세요…',
    post: '댓글 등록',
    logIn: '댓글을 쓰려면 로그인하세요.',
    loadError: '댓글을 불러오지 못했습니다.',
    empty: '아직 댓글이 없습니다. 첫 댓글을 남겨 보세요.',
    listLabel: '댓글',
    more: '댓글 더 보기',
    reply: '답글',
    replyLabel: '내 답글',
    replyPlaceholder: '답글을 쓰세요…',
    replySend: '답글 등록',
    replies: '답글 {{count}}개',
    creator: '크리에이터',
    /** A reply the channel's team (a channel manager) wrote as the channel. */
    manager: '매니저',
    pinned: '고정됨',
    pin: '고정',
    unpin: '고정 해제',
    delete: '삭제',
    confirmDelete: '이 댓글을 삭제할까요? 답글도 함께 삭제됩니다.',
    likeLabel: '이 댓글 좋아요 (좋아요 {{count}}개)',
    actions: '이 댓글의 다른 작업',
    report: '댓글 신고',
    reportReason: '이 댓글을 신고하는 이유는 무엇인가요?',
    reported: '감사합니다. 댓글이 운영진에게 신고되었습니다.',
    alreadyReported: '이미 신고한 댓글입니다.',
    block: '이 시청자 차단',
    blocked: '차단했습니다. 이 사용자의 댓글은 보이지 않습니다.',
  },
  channelBar: {
    followers: '팔로워 {{count}}명',
    follow: '팔로우',
    following: '팔로잉',
  },
}
