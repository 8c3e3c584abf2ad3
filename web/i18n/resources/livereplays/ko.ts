/** 라이브 일정과 다시보기: 서버의 오류 코드와 채널의 다시보기 탭. */
export const livereplaysErrorsKo = {
  LIVE_SCHEDULE_NOT_FOUND: '예약된 라이브를 찾을 수 없습니다.',
  LIVE_SCHEDULE_DATE_PAST: '예약 라이브의 날짜는 미래로 선택해 주세요.',
  LIVE_SCHEDULE_DATE_TOO_FAR: '라이브는 최대 1년 후까지 예약할 수 있습니다.',
  LIVE_SCHEDULE_LIMIT: '크리에이터는 예정된 라이브를 최대 20개까지 예약할 수 있습니다.',
  LIVE_REPLAY_NOT_FOUND: '다시보기를 찾을 수 없습니다.',
  LIVE_REPLAY_NOT_READY: '다시보기를 아직 인코딩하고 있습니다.',
  LIVE_REPLAY_FAILED: '이 다시보기는 인코딩하지 못했습니다.',
  LIVE_REPLAY_PUBLISHED: '이 다시보기는 이미 콘텐츠로 게시되었습니다.',
  LIVE_REPLAY_SOURCE_REQUIRED: '업로드할 다시보기나 콘텐츠를 선택해 주세요.',
  LIVE_REPLAY_THUMBNAIL_REQUIRED: '다시보기의 썸네일을 선택해 주세요.',
  LIVE_REPLAY_CONTENT_NOT_FOUND: '콘텐츠를 찾을 수 없습니다',
  LIVE_REPLAY_UNAVAILABLE: '이곳에서는 다시보기를 콘텐츠로 게시할 수 없습니다.',
}

export const livereplaysKo = {
  livereplays: {
    title: '다시보기',
    empty: '아직 다시보기가 없습니다. 크리에이터가 다시보기로 게시한 라이브가 여기에 표시됩니다.',
    uploads: '크리에이터가 올린 영상',
    endedAt: '{{date}} 라이브',
    watch: '보기',
    schedulesTitle: '예정된 라이브',
  },
}
