import type { TierTranslations } from '../../platform/channels/contract'

type Language = keyof TierTranslations

/** A tier's name and details in the reader's language, else the creator's own. */
export function tierText(
  tier: { name: string; details?: string; translations?: TierTranslations },
  language: Language,
): { name: string; details: string } {
  const own = tier.translations?.[language]
  return { name: own?.name || tier.name, details: own?.details || (tier.details ?? '') }
}

/** The tier a subscription is on, named in the reader's language. */
export function subscriptionTierName(
  subscription: { tierName: string; tierTranslations?: TierTranslations },
  language: Language,
): string {
  return subscription.tierTranslations?.[language]?.name || subscription.tierName
}
