import type { Language } from '../../engine/i18n'

/** A user as the accounts' bulk look-up answers: the unique nickname and display ones. */
export interface NamedUser {
  nickname?: string | null
  multiLangNick?: Partial<Record<Language, string>> | null
}

/**
 * The name readers see: the user's display nickname for the reader's language, else the
 * unique nickname (docs/ACCOUNT-DETAILS.md). The one rule every name on the player goes by.
 */
export function displayNickname(user: NamedUser, language: Language): string {
  return user.multiLangNick?.[language]?.trim() || user.nickname || ''
}
