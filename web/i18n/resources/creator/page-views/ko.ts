import type { Texts } from '../../texts'
import type { pageViewsEn } from './en'

export const pageViewsKo: Texts<typeof pageViewsEn> = {
  creatorPageViews: {
    title: '페이지 조회',
    lead: '최근 30일 동안 플레이어에서 내 콘텐츠 페이지가 열린 횟수입니다.',
    total: '페이지 조회 {{count}}회',
    top: '많이 본 콘텐츠',
    none: '아직 페이지 조회가 없습니다.',
  },
}
