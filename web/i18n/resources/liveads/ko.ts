/** Live ads texts in Korean (see en.ts). */
export const liveadsErrorsKo = {
  LIVEAD_NOT_FOUND: '광고를 찾을 수 없습니다.',
  LIVEAD_MEDIA_HOST: '광고 영상의 호스트가 이 사이트의 광고 서버가 아닙니다.',
  STREAMS_NOT_STREAMER: '이 크리에이터는 라이브 방송을 하지 않습니다.',
  STREAMS_USER_NOT_FOUND: '사용자를 찾을 수 없습니다',
  STREAMS_STREAM_NOT_FOUND: '라이브 방송을 찾을 수 없습니다.',
  STREAMS_NO_STUDIO: '크리에이터의 라이브 스튜디오 설정이 아직 없습니다.',
  STREAMS_ALREADY_LIVE: '이미 방송 중입니다.',
  STREAMS_NOT_LIVE: '방송 중이 아닙니다.',
  STREAMS_WHITELIST_INVALID: '화이트리스트를 읽을 수 없습니다.',
}

export const liveadsKo = {
  liveAds: {
    label: '광고',
    skip: '광고 건너뛰기',
    skipIn: '{{seconds}}초 후 건너뛰기',
    learnMore: '자세히 보기',
  },
}
