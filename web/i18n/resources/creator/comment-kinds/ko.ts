import type { Texts } from '../../texts'
import type { commentKindsEn } from './en'

/** 스튜디오 댓글 관리: 보여 줄 댓글의 종류. */
export const commentKindsKo: Texts<typeof commentKindsEn> = {
  creatorCommentKinds: {
    label: '보기',
    all: '모든 댓글',
    content: '콘텐츠 댓글',
    community: '커뮤니티 게시물 댓글',
    post: '커뮤니티 게시물',
  },
}
