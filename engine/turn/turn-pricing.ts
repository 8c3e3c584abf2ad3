import { type PriceInput, quotePrice } from '../pricing'
import type { GenerationParameters, InferenceLevel, TurnSettings } from './types'

const REASONING_BUDGET: Record<InferenceLevel, number> = {
  basic: 1024,
  advanced: 4096,
  expert: 16384,
}

/**
 * What a turn costs at most and the generation parameters behind the price. It depends on
 * the settings alone (model fee, response length, enhanced inference), never on the prompt,
 * so a runtime can take the credits before it reads the history and assembles.
 */
export function turnPricing(settings: TurnPricingSettings) {
  const generation = generationParameters(settings)
  const priceInput: PriceInput = {
    modelFee: settings.model.fee,
    responseLength: settings.responseLength,
    enhancedInference: settings.enhancedInference,
  }
  // Reasoning tokens are produced too, so the quote covers them.
  const billableTokens = generation.maxTokens + (generation.reasoning?.budgetTokens ?? 0)
  return { generation, priceInput, billableTokens, quote: quotePrice(priceInput, billableTokens) }
}

/** The settings a turn's price depends on. */
export type TurnPricingSettings = Pick<
  TurnSettings,
  'model' | 'responseLength' | 'enhancedInference' | 'inferenceLevel' | 'maxTokens' | 'temperature'
>

function generationParameters(settings: TurnPricingSettings): GenerationParameters {
  const parameters: GenerationParameters = {
    maxTokens: settings.maxTokens[settings.responseLength],
    temperature: settings.temperature,
  }
  if (settings.enhancedInference) {
    parameters.reasoning = {
      enabled: true,
      level: settings.inferenceLevel,
      budgetTokens: REASONING_BUDGET[settings.inferenceLevel],
    }
  }
  return parameters
}
