/**
 * Chat price in credits (spec constants): model fee × response-length multiplier
 * (short 0.8 / normal 1 / long 2), plus, with enhanced inference, 10% of the model fee per
 * 500 tokens — at the maximum token count for the quote, at the tokens produced for the
 * actual price.
 *
 * Rounding rule: everything is computed in integers as
 *   fee × (multiplier×10 × 500 + tokens) / 5000
 * (the surcharge prorated per token), then rounded to the nearest credit, halves up. The
 * price grows with the token count and the actual count is capped at the quoted maximum,
 * so the actual price never exceeds the quote.
 */
export type ResponseLength = 'short' | 'normal' | 'long'

/** Multipliers in tenths, so the arithmetic stays in integers. */
export const RESPONSE_LENGTH_MULTIPLIER_TENTHS: Readonly<Record<ResponseLength, number>> = {
  short: 8,
  normal: 10,
  long: 20,
}

/** 10% of the fee per this many tokens. */
export const ENHANCED_INFERENCE_TOKENS_PER_STEP = 500

export interface PriceInput {
  /** Model fee in whole credits per message. */
  modelFee: number
  responseLength: ResponseLength
  enhancedInference: boolean
}

export interface PriceBreakdown {
  credits: number
  /** Fee × multiplier before rounding, in tenths of a credit. */
  baseTenths: number
  /** Tokens the enhanced-inference surcharge was computed on (0 when off). */
  surchargeTokens: number
}

/** @example quotePrice({ modelFee: 10, responseLength: 'long', enhancedInference: true }, 1000).credits // 22 */
export function quotePrice(input: PriceInput, maxTokens: number): PriceBreakdown {
  return priceAt(input, maxTokens)
}

/** Settled price for the tokens actually produced; never above `quotePrice(input, maxTokens)`. */
export function actualPrice(
  input: PriceInput,
  maxTokens: number,
  tokensProduced: number,
): PriceBreakdown {
  return priceAt(input, Math.min(Math.max(0, tokensProduced), Math.max(0, maxTokens)))
}

function priceAt(input: PriceInput, tokens: number): PriceBreakdown {
  const fee = Math.max(0, Math.floor(input.modelFee))
  const multiplierTenths = RESPONSE_LENGTH_MULTIPLIER_TENTHS[input.responseLength]
  const surchargeTokens = input.enhancedInference ? Math.max(0, Math.floor(tokens)) : 0
  const scale = 10 * ENHANCED_INFERENCE_TOKENS_PER_STEP
  const numerator = fee * (multiplierTenths * ENHANCED_INFERENCE_TOKENS_PER_STEP + surchargeTokens)
  return {
    credits: Math.floor((numerator + scale / 2) / scale),
    baseTenths: fee * multiplierTenths,
    surchargeTokens,
  }
}
