import type { creatorEn } from './en'

/** Every creator studio text, as every language must fill it. */
export type CreatorTexts = {
  readonly [Group in keyof typeof creatorEn]: {
    readonly [Key in keyof (typeof creatorEn)[Group]]: string
  }
}
