import type { Texts } from '../../texts'
import type { widgetEn } from './en'

/** 앱 셸의 채팅 위젯과 홈의 추천 파일. */
export const widgetKo: Texts<typeof widgetEn> = {
  chatWidget: {
    open: '채팅 열기',
    openUnread_one: '채팅 열기, 읽지 않은 메시지 {{count}}개',
    openUnread_other: '채팅 열기, 읽지 않은 메시지 {{count}}개',
    close: '채팅 닫기',
    title: '채팅',
    allChats: '전체 채팅',
    openFull: '채팅 페이지로',
    back: '채팅 목록으로',
    empty: '아직 채팅이 없어요. 크리에이터 채널이나 채팅 페이지에서 시작해 보세요.',
  },
  recommendedFiles: {
    title: '추천 파일',
    lead: 'Taleloom 팀이 크리에이터 채널에서 골랐어요.',
    by: '{{nickname}}',
    open: '채널에서 보기',
    download: '다운로드',
  },
}
