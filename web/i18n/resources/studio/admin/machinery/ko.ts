import type { adminMachineryEn } from './en'

export const adminMachineryKo: typeof adminMachineryEn = {
  'page_encoding-callback-resender': '인코딩 콜백',
  'title_encoding-callback-resender': '받지 못한 인코딩 콜백',
  'lead_encoding-callback-resender':
    '인코딩은 끝났지만 카탈로그가 완료 알림을 받지 못해 콘텐츠가 아직 인코딩 중으로 보입니다. 완료 알림을 다시 보냅니다.',
  callbackSearch: 'ID로 찾기',
  callbackSearchHint: '콘텐츠, 작업 또는 크리에이터 ID.',
  callbackNone: '끝난 인코딩이 모두 카탈로그에 전달되었습니다.',
  callbackList: '받지 못한 완료 알림',
  callbackKind_audio: '오디오',
  callbackKind_video: '동영상',
  callbackKind_subtitle: '자막',
  callbackMeta: '작업 {{job}} · 크리에이터 {{creator}} · {{due}} 완료',
  callbackRefused: '카탈로그가 거부함: {{error}}',
  callbackLost: '카탈로그에서 응답이 오지 않았습니다.',
  callbackResend: '완료 알림 다시 보내기',
  callbackConfirm:
    '콘텐츠 {{content}}의 완료 알림을 카탈로그에 다시 보낼까요? 인코딩된 파일을 재생할 수 있게 됩니다.',
  callbackSent: '카탈로그가 {{content}}의 완료 알림을 받았습니다.',
  callbackAlready: '카탈로그가 이미 {{content}}의 완료 알림을 받았습니다. 바뀐 것은 없습니다.',
  page_servercache: '서버 캐시',
  title_servercache: '서버 캐시',
  lead_servercache:
    '공개 파일을 주소로 비우고 사이트 캐시 버전을 올립니다. 관리자는 바로, 사용자는 20분 안에 변경을 봅니다.',
  cacheRuleTitle: '누가 언제 반영을 보나',
  cacheRuleUsers:
    '공개 사진·썸네일·미리보기(/api/upload/pics, thumbnail, preview): 사용자의 브라우저는 다시 묻기 전까지 최대 {{minutes}}분 동안 보관합니다.',
  cacheRuleAdmins:
    '관리자의 비우기는 바로 적용됩니다. 응답에 어떤 캐시도 본 적 없는 새 주소가 담깁니다.',
  cacheRuleOthers:
    '서버는 자체 캐시를 두지 않습니다. 그 밖의 응답(큐레이션 페이지, 콘텐츠 상세 등)은 각 영역이 정한 브라우저 캐시 시간을 따르며, 비우기나 새 버전의 영향을 받지 않습니다.',
  cachePurgeTitle: '파일 비우기',
  cacheAddresses: '공개 주소',
  cacheAddressesHint:
    '한 줄에 하나씩. 예: /api/upload/pics/<id>, /api/upload/thumbnail/<콘텐츠 ID>_ko. 최대 100개.',
  cachePurge: '비우기',
  cachePurgeConfirm_one: '파일 {{count}}개를 비울까요? 사용자는 20분 안에 새 파일을 받습니다.',
  cachePurgeConfirm_other: '파일 {{count}}개를 비울까요? 사용자는 20분 안에 새 파일을 받습니다.',
  cachePurged: '비움: {{count}}개. 찾지 못함: {{missing}}개.',
  cachePurgedList: '비운 파일',
  cacheVersionMove: '버전 {{from}} → {{to}}',
  cacheMissing: '이 주소의 공개 파일이 없습니다',
  cacheVersionTitle: '사이트 캐시 버전',
  cacheVersionNow: '버전 {{version}}, {{date}}에 올림.',
  cacheVersionNever: '버전 0: 올린 적 없음.',
  cacheBump: '캐시 버전 올리기',
  cacheBumpConfirm:
    '사이트 캐시 버전을 올릴까요? 모든 공개 파일의 태그가 바뀌어 사용자는 {{minutes}}분 안에 각 파일을 다시 받습니다.',
  cacheBumped: '사이트 캐시 버전이 이제 {{version}}입니다.',
}
