import type { adminCreatorTagsEn } from './en'

/** 크리에이터 역할 페이지의 크리에이터 태그. */
export const adminCreatorTagsKo: typeof adminCreatorTagsEn = {
  creatorTags: '크리에이터 태그',
  creatorTagsLead:
    'cherry-picker: 에디터가 이 크리에이터의 콘텐츠를 홈 화면에 직접 골라 올릴 수 있으며, 크리에이터에게 한 번 안내됩니다.',
  creatorTagsHeld: '{{name}}의 태그',
  creatorTagsNone: '태그가 없습니다.',
  creatorTagsNew: '추가할 태그',
  creatorTagsHint: '영문 소문자, 숫자, - 로 2~40자.',
  creatorTagsAdd: '태그 추가',
  creatorTagsRemove: '삭제',
  creatorTagsRemoveOne: '{{tag}} 태그 삭제',
  creatorTagsAddConfirm: '{{name}}에게 {{tag}} 태그를 줄까요?',
  creatorTagsAdded: '{{name}}에게 {{tag}} 태그가 생겼습니다.',
  creatorTagsRemoveConfirm: '{{name}}의 {{tag}} 태그를 삭제할까요?',
  creatorTagsRemoved: '{{name}}의 {{tag}} 태그를 삭제했습니다.',
  creatorTags_shape: '태그는 영문 소문자, 숫자, - 로 2~40자입니다.',
  creatorTags_held: '이 크리에이터는 이미 그 태그가 있습니다.',
}
