import type { liveStudioEn } from './en'

/** Every live studio text, as every language must fill it. */
export type LiveStudioTexts = {
  readonly [Group in keyof typeof liveStudioEn]: {
    readonly [Key in keyof (typeof liveStudioEn)[Group]]: string
  }
}
