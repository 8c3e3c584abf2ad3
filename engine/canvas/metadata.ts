import { z } from 'zod'

export const STORY_LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
export const IMAGE_TAGGING_MODES = ['classic', 'new'] as const

/** Story metadata, saved apart from the canvas with its own concurrency `version`. */
export const storyMetadataSchema = z.object({
  version: z.number().int().min(0).default(0),
  title: z.string().default(''),
  /** Thumbnail asset URL or id; required to compile. */
  thumbnail: z.string().default(''),
  /** At most 40 characters (checked by validation, so the message is the spec's). */
  briefIntro: z.string().default(''),
  description: z.string().default(''),
  hashtags: z.array(z.string()).default([]),
  language: z.enum(STORY_LANGUAGES).default('en'),
  model: z.string().default('gemini'),
  /** Players may pick the turn's model among `playerModels` (and `model`); off by default. */
  allowModelChoice: z.boolean().default(false),
  /** The other models a player may pick when `allowModelChoice` is on. */
  playerModels: z.array(z.string().max(64)).max(10).default([]),
  pricing: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('free') }),
      z.object({
        kind: z.literal('paid'),
        price: z.number().int().min(0),
        /** Buyers may pay with bonus coins (the spec's content field `allowBonus`). */
        allowBonus: z.boolean().optional(),
      }),
    ])
    .default({ kind: 'free' }),
  visibility: z.enum(['public', 'private']).default('private'),
  adult: z.boolean().default(false),
  /** 'classic' = 3 tags per image, 'new' = 7. */
  imageTaggingMode: z.enum(IMAGE_TAGGING_MODES).default('classic'),
})

export type StoryMetadata = z.infer<typeof storyMetadataSchema>
export type StoryMetadataInput = z.input<typeof storyMetadataSchema>
