import type { adminPeopleEn } from './en'

export const adminPeopleKo: typeof adminPeopleEn = {
  page_newusers: '신규 가입자',
  title_newusers: '신규 가입자',
  lead_newusers:
    '최근 가입한 계정을 최신순으로 보여 줍니다. 가입 경로, 국가, 크리에이터 여부를 확인하세요.',
  page_creator: '크리에이터 권한',
  title_creator: '크리에이터 권한',
  lead_creator: '크리에이터 권한을 주거나 거두고, 크리에이터 채널의 파트너 등급을 정합니다.',
  page_creatorlist: '크리에이터 목록',
  title_creatorlist: '크리에이터 목록',
  lead_creatorlist:
    '모든 크리에이터를 최근 계정순으로, 채널·파트너 등급·콘텐츠와 함께 보여 줍니다.',
  page_unregister: '탈퇴 대기',
  title_unregister: '탈퇴 대기 중인 계정',
  lead_unregister:
    '탈퇴를 요청한 계정은 로그인하지 않으면 14일 뒤 삭제됩니다. 탈퇴를 중단하거나 바로 확정하세요.',

  peopleSearch: '이메일 또는 닉네임',
  peopleSearchHint: '이메일 주소나 닉네임의 앞부분을 입력하세요. 대소문자는 구분하지 않습니다.',
  peopleNone: '찾은 계정이 없습니다.',

  newUsersList: '신규 가입자',
  newUsersJoined_email: '이메일 가입',
  newUsersJoined_guest: '게스트로 이용한 뒤 가입',
  newUsersJoined_unknown: '가입 경로 기록 없음',
  newUsersFacts: '가입 {{date}} · {{how}} · 국가: {{country}}',
  newUsersNoCountry: '알 수 없음',
  newUsersCreator: '크리에이터',

  unregisterList: '탈퇴 대기 중인 계정',
  unregisterNone: '탈퇴 대기 중인 계정이 없습니다.',
  unregisterScheduled: '{{date}} 삭제 예정',
  unregisterStop: '탈퇴 중단',
  unregisterConfirmNow: '지금 삭제',
  unregisterStopConfirm: '{{name}} 님의 탈퇴를 중단할까요? 계정은 그대로 유지됩니다.',
  unregisterStopped: '{{name}} 님의 탈퇴를 중단했습니다.',
  unregisterConfirmConfirm:
    '{{name}} 님의 계정을 지금 삭제할까요? 계정과 로그인 정보가 바로 삭제되며 되돌릴 수 없습니다.',
  unregisterDeleted: '{{name}} 님의 계정을 삭제했습니다.',

  twoFactorReset: '2단계 인증 초기화',
  twoFactorResetConfirm:
    '{{name}} 님의 2단계 인증을 끌까요? 계정 주인의 요청임을 확인한 뒤에만 진행하세요.',
  twoFactorResetDone: '{{name}} 님의 2단계 인증을 껐습니다. 다시 설정할 수 있습니다.',

  creatorRole: '크리에이터 권한',
  creatorChannel: '채널 주소',
  creatorNoChannel: '등록된 채널 없음',
  creatorContents: '콘텐츠',
  creatorGrant: '크리에이터로 지정',
  creatorRevoke: '크리에이터 권한 회수',
  creatorGrantConfirm: '{{name}} 님에게 크리에이터 권한을 줄까요?',
  creatorRevokeConfirm: '{{name}} 님의 크리에이터 권한을 거둘까요? 다른 권한은 그대로입니다.',
  creatorGranted: '{{name}} 님은 이제 크리에이터입니다.',
  creatorRevoked: '{{name}} 님은 더 이상 크리에이터가 아닙니다.',
  creatorLevel: '파트너 등급',
  creatorLevelSave: '파트너 등급 저장',
  creatorLevelConfirm: '{{name}} 님의 파트너 등급을 {{level}}(으)로 바꿀까요?',
  creatorLevelSaved: '{{name}} 님의 파트너 등급이 {{level}}(으)로 바뀌었습니다.',
  creatorLevelNeedsChannel: '파트너 등급은 크리에이터가 채널을 등록한 뒤에 정할 수 있습니다.',
  partnerLevel_partner: '파트너',
  partnerLevel_free: '무료',
  partnerLevel_standard: '스탠다드',
  partnerLevel_plus: '플러스',

  creatorListList: '크리에이터 목록',
  creatorListChannel: '채널: {{url}} · 콘텐츠 {{count}}개',
  creatorListNoChannel: '등록된 채널 없음 · 콘텐츠 {{count}}개',

  page_adminmail: '메일 보내기',
  title_adminmail: '사용자에게 메일 보내기',
  lead_adminmail:
    '한 사용자나 모든 크리에이터·라이브 스트리머에게 메일을 씁니다. 받는 사람을 미리 확인한 뒤 확인을 거쳐 보내세요.',
  mailSegment: '받는 사람',
  mailSegment_user: '한 사용자',
  mailSegment_creators: '모든 크리에이터',
  mailSegment_livestreamers: '모든 라이브 스트리머',
  mailCompose: '메일 내용',
  mailSubject: '제목',
  mailText: '본문',
  mailPreview: '미리 보기',
  mailPreviewTitle: '미리 보기: 받는 사람 {{count}}명',
  mailProgress: '{{count}}명 중 {{sent}}명에게 보냈습니다…',
  mailSend: '메일 보내기',
  mailConfirm: '이 메일을 {{count}}명에게 보낼까요?',
  mailSent: '{{count}}명에게 메일을 보냈습니다.',
}
