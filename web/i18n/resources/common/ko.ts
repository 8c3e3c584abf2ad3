import type { Texts } from '../texts'
import type { commonEn } from './en'

export const commonKo: Texts<typeof commonEn> = {
  common: {
    productName: '테일룸',
    close: '닫기',
    cancel: '취소',
    back: '뒤로',
    continue: '계속',
    loading: '불러오는 중…',
    skipToContent: '본문으로 건너뛰기',
  },
  header: {
    myChats: '내 채팅',
    home: '홈',
    logIn: '로그인',
    signUp: '회원가입',
    userMenu: '{{nickname}} 님의 계정 메뉴',
    myInfo: '내 정보',
    signOut: '로그아웃',
    language: '언어',
    studio: '스튜디오',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    description: '존재하지 않거나 이동된 페이지입니다.',
    toHome: '홈으로 돌아가기',
  },
  validation: {
    emailRequired: '이메일 주소를 입력하세요.',
    emailInvalid: '올바른 이메일 주소를 입력하세요.',
    passwordRequired: '비밀번호를 입력하세요.',
    passwordRule: '영문과 숫자를 포함해 6자 이상 입력하세요.',
    passwordMismatch: '비밀번호가 일치하지 않습니다.',
    nicknameRequired: '닉네임을 입력하세요.',
    nicknameTooShort: '닉네임은 2자 이상이어야 합니다.',
    nicknameTooLong: '닉네임은 최대 20자까지 가능합니다.',
    nicknameSpecial: '특수문자 없이 문자와 숫자만 사용하세요.',
    nicknameTaken: '앗, 이미 누군가 사용 중인 닉네임이에요.',
    birthDateRequired: '생년월일을 선택하세요.',
    birthDateInvalid: '생년월일이 올바르지 않습니다.',
    agreementRequired: '가입하려면 개인정보 수집에 동의해 주세요.',
    codeRule: '6자리 코드를 입력하세요.',
  },
  languageNames: {
    en: '영어',
    ko: '한국어',
    jp: '일본어',
    es: '스페인어',
  },
}
