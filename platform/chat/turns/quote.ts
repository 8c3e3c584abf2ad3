import type { PriceBreakdown } from '../../../engine/pricing'
import { turnPricing } from '../../../engine/turn'
import type { ChatTurnQuote } from '../contract'
import type { ChatModelDescriptor } from '../ports'
import { pricingSettingsFor, type StoryChatSettings } from './settings'

/**
 * What a paid turn is quoted at for these settings: the hold a turn takes and the price
 * the player is shown before the click come from this one function.
 */
export function quoteTurn(
  descriptor: ChatModelDescriptor,
  settings: StoryChatSettings,
): PriceBreakdown {
  return turnPricing(pricingSettingsFor(descriptor, settings)).quote
}

/**
 * The quote as the player sees it. With enhanced inference the settled price follows the
 * tokens produced, so the quote is a ceiling ("up to"); otherwise it is the price.
 */
export function turnQuoteView(
  descriptor: ChatModelDescriptor,
  settings: StoryChatSettings,
): ChatTurnQuote {
  return {
    credits: quoteTurn(descriptor, settings).credits,
    upTo: settings.enhancedInference === true,
  }
}
