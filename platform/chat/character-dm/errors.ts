import { AppError } from '../../http'

export const CHARACTER_DM_MESSAGES = {
  notOffered: 'This story does not let fans message its characters.',
  noSuchCharacter: 'This story has no such character.',
  notYourStory: 'Only the story’s creator can change this setting.',
  memoryNotFound: 'This memory does not exist.',
} as const

export const characterDmNotOffered = () =>
  new AppError({
    status: 404,
    code: 'CHARACTER_DM_NOT_OFFERED',
    message: CHARACTER_DM_MESSAGES.notOffered,
  })
export const noSuchCharacter = () =>
  new AppError({
    status: 400,
    code: 'CHARACTER_NOT_FOUND',
    message: CHARACTER_DM_MESSAGES.noSuchCharacter,
  })
export const notYourStory = () =>
  new AppError({
    status: 403,
    code: 'NOT_STORY_OWNER',
    message: CHARACTER_DM_MESSAGES.notYourStory,
  })
export const memoryNotFound = () =>
  new AppError({
    status: 404,
    code: 'CHARACTER_MEMORY_NOT_FOUND',
    message: CHARACTER_DM_MESSAGES.memoryNotFound,
  })
