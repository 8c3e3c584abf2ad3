import { z } from 'zod'
import type { CompiledStory } from '../../../engine/compiled'
import { lorebookSettingsFor } from '../../../engine/lorebook'
import {
  defaultTurnSettings,
  type Persona,
  PROMPT_TYPES,
  type TurnPricingSettings,
  type TurnSettings,
} from '../../../engine/turn'
import { promptTemplates } from '../../../prompts'
import { OBJECT_ID_PATTERN } from '../../db'
import type { ChatModelDescriptor } from '../ports'

/**
 * The spec's story-chat settings, as stored per room (`user_settings`) and per user
 * (`user-chat-options`). Defaults: response length normal, detail level 50, inference
 * level basic.
 */
export const storyChatSettingsSchema = z.object({
  personaOid: z.string().regex(OBJECT_ID_PATTERN).nullable().optional(),
  personaName: z.string().max(40).optional(),
  promptType: z.enum(PROMPT_TYPES).optional(),
  impersonationOn: z.boolean().optional(),
  responseLength: z.enum(['short', 'normal', 'long']).optional(),
  detailLevel: z.number().int().min(0).max(100).optional(),
  enhancedInference: z.boolean().optional(),
  inferenceLevel: z.enum(['basic', 'advanced', 'expert']).optional(),
  impersonationCharacterId: z.string().max(100).nullable().optional(),
  model: z.string().max(64).optional(),
})

export type StoryChatSettings = z.infer<typeof storyChatSettingsSchema>

export interface SettingsSources {
  compiled: CompiledStory
  descriptor: ChatModelDescriptor
  /** Room settings over the user's defaults. */
  settings: StoryChatSettings
  persona: Persona
  nickname: string
  /** Admin overrides of system prompts by prompt type (active versions). */
  systemOverrides?: Record<string, string>
}

/**
 * The settings of a turn the player does not pay for (a guest's free chat, a coupon chat):
 * normal reply length, basic inference and no enhanced inference, whatever was asked.
 */
export function plainTurnSettings(settings: StoryChatSettings): StoryChatSettings {
  return {
    ...settings,
    responseLength: 'normal',
    enhancedInference: false,
    inferenceLevel: 'basic',
  }
}

/** The settings a turn's price and generation parameters come from. */
export function pricingSettingsFor(
  descriptor: ChatModelDescriptor,
  settings: StoryChatSettings,
): TurnPricingSettings {
  return {
    temperature: defaultTurnSettings.temperature,
    responseLength: settings.responseLength ?? defaultTurnSettings.responseLength,
    enhancedInference: settings.enhancedInference ?? false,
    inferenceLevel: settings.inferenceLevel ?? defaultTurnSettings.inferenceLevel,
    model: {
      fee: descriptor.feeCredits,
      contextTokens: descriptor.contextWindow,
      maxPromptTokens: descriptor.maxPromptTokens,
    },
    maxTokens: {
      short: Math.min(defaultTurnSettings.maxTokens.short, descriptor.maxOutputTokens),
      normal: Math.min(defaultTurnSettings.maxTokens.normal, descriptor.maxOutputTokens),
      long: Math.min(defaultTurnSettings.maxTokens.long, descriptor.maxOutputTokens),
    },
  }
}

export function turnSettingsFor(sources: SettingsSources): TurnSettings {
  const { compiled, descriptor, settings } = sources
  const promptType = settings.promptType ?? defaultTurnSettings.promptType
  return {
    ...defaultTurnSettings,
    ...pricingSettingsFor(descriptor, settings),
    language: compiled.language,
    promptType,
    templates: promptTemplates(compiled.language, sources.systemOverrides ?? {}),
    persona: sources.persona,
    nickname: sources.nickname,
    detailLevel: settings.detailLevel ?? defaultTurnSettings.detailLevel,
    ...(settings.impersonationCharacterId
      ? { impersonationCharacterId: settings.impersonationCharacterId }
      : {}),
    // Stories with variables ask the model for the state block; afterTurn validates it.
    structuredState: compiled.variables.length > 0,
    // The book's own settings: SillyTavern's defaults for an imported book (recursion off,
    // a quarter of the context as budget), the studio's otherwise.
    lorebook: lorebookSettingsFor(compiled.lorebookSettings, descriptor.contextWindow),
  }
}
