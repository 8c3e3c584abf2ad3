/** Limits and the spec's messages (spec 3, sections 5 and 9). */
export const LIMITS = {
  briefIntroCharacters: 40,
  storyNodes: 5,
  selectableStartNodes: 5,
  imageTagsClassic: 3,
  imageTagsNew: 7,
  minimumImagePrice: 10,
} as const

export const MESSAGES = {
  categoryDescriptionRequired: 'Description cannot be empty.',
  minimumImagePrice: 'Minimum price is 10 credits',
  storyPriceInvalid: 'There is something wrong with the price.',
  speechStyleOneTextNode: 'The speech-style socket accepts one text node.',
  titleRequired: 'Title is required.',
  thumbnailRequired: 'Thumbnail is required.',
  briefIntroTooLong: `Brief intro must be at most ${LIMITS.briefIntroCharacters} characters.`,
  tooManyStoryNodes: `A story can have at most ${LIMITS.storyNodes} scenes.`,
  noStartNode: 'Add at least one selectable start node.',
  tooManyStartNodes: `At most ${LIMITS.selectableStartNodes} start nodes can be selectable.`,
  tooManyImageTags: (limit: number) => `An image can have at most ${limit} tags.`,
} as const
