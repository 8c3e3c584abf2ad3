import type { Texts } from '../../texts'
import type { accountExtrasEn } from './en'

export const accountExtrasKo: Texts<typeof accountExtrasEn> = {
  channelManager: {
    tab: '채널 매니저',
    title: '채널 매니저',
    intro:
      '관리 중인 채널입니다. 이 기기에서 채널을 관리하려면 채널 매니저 비밀번호로 채널 매니저 모드로 전환하세요.',
    passwordTitle: '채널 매니저 비밀번호',
    passwordSet: '채널 매니저 비밀번호가 설정되어 있습니다.',
    passwordMissing: '채널 매니저 모드로 전환하기 전에 채널 매니저 비밀번호를 설정하세요.',
    newPassword: '새 채널 매니저 비밀번호',
    repeatPassword: '비밀번호 확인',
    signInPassword: '로그인 비밀번호',
    signInHint: '이 기기를 쓰는 다른 사람이 비밀번호를 바꾸지 못하도록 확인합니다.',
    savePassword: '비밀번호 저장',
    changePassword: '비밀번호 변경',
    passwordSaved: '채널 매니저 비밀번호가 저장되었습니다.',
    channels: '내 채널',
    noChannels: '아직 배정된 채널이 없습니다.',
    manage: '관리하기',
    managing: '관리 중',
    modeTitle: '{{nickname}} 관리',
    modeDescription: '이 기기에서 채널을 관리하려면 채널 매니저 비밀번호를 입력하세요.',
    password: '채널 매니저 비밀번호',
    switchIn: '전환',
    cancel: '취소',
    bar: '채널 매니저 모드: {{nickname}} 채널을 관리 중입니다',
    openChannel: '채널 열기',
    leave: '모드 종료',
  },
  invitation: {
    title: '친구 초대',
    intro:
      '친구가 내 코드로 가입하면 나는 보너스 코인 {{inviter}}개, 친구는 {{invitee}}개를 받습니다.',
    code: '내 초대 코드',
    link: '내 초대 링크',
    copy: '링크 복사',
    copied: '복사됨',
    counts: '내 코드로 가입 {{signups}}명, 보너스 지급 {{paid}}명.',
    limit: '보너스는 30일마다 최대 {{limit}}번 지급됩니다.',
    signUpField: '초대 코드 (선택)',
    signUpHint: '초대한 친구에게 받은 코드입니다.',
    paid: '환영합니다! 보너스 코인 {{coins}}개가 지급되었습니다.',
    notPaid: '초대 한도 또는 동일한 가입 이력으로 인해 보너스 코인이 지급되지 않았습니다.',
    codeRule: '초대 코드는 영문자와 숫자 8자입니다.',
  },
  cherryPicker: {
    title: '체리피커 크리에이터가 되었습니다',
    body: '이제 에디터가 내 콘텐츠를 홈 화면과 큐레이션 목록에 직접 골라 소개할 수 있습니다. 독자가 가장 먼저 보는 제목과 썸네일을 잘 다듬어 주세요.',
    dismiss: '확인',
  },
}
