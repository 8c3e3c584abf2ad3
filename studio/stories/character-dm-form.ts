import type { CharacterDmSettingView } from '../../platform/chat/character-dm/contract'
import { CHARACTER_DM_LIMITS } from '../../platform/chat/character-dm/contract'

/** The section's fields as typed: the price stays text until it is saved. */
export interface CharacterDmFormValues {
  enabled: boolean
  characterId: string
  price: string
  freeTierHashes: string[]
}

export function formFromSetting(
  setting: CharacterDmSettingView,
  characters: ReadonlyArray<{ id: string }>,
): CharacterDmFormValues {
  return {
    enabled: setting.enabled,
    // A story whose setting was never saved offers its first character.
    characterId: setting.characterId ?? characters[0]?.id ?? '',
    price: String(setting.priceCredits),
    freeTierHashes: [...setting.freeTierHashes],
  }
}

/** A whole number of credits from 0 to the limit, or null (the field shows why). */
export function priceFromText(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const price = Number(trimmed)
  return price <= CHARACTER_DM_LIMITS.maxPriceCredits ? price : null
}

/** The PUT body, or null while the price is not a valid number or no character is chosen. */
export function settingFromForm(
  contentOid: string,
  values: CharacterDmFormValues,
  tierHashes: readonly string[],
): (CharacterDmSettingView & { characterId: string }) | null {
  const priceCredits = priceFromText(values.price)
  if (priceCredits === null || !values.characterId) return null
  // A tier deleted since it was chosen is dropped rather than refused.
  const known = new Set(tierHashes)
  return {
    contentOid,
    enabled: values.enabled,
    characterId: values.characterId,
    priceCredits,
    freeTierHashes: values.freeTierHashes.filter((hash) => known.has(hash)),
  }
}
