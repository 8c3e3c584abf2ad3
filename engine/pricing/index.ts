export {
  actualPrice,
  ENHANCED_INFERENCE_TOKENS_PER_STEP,
  type PriceBreakdown,
  type PriceInput,
  quotePrice,
  RESPONSE_LENGTH_MULTIPLIER_TENTHS,
  type ResponseLength,
} from './price'
