/** What the adult-content switch can show for a visitor. */
export type AdultSetting =
  /** Anonymous: adult stories stay hidden and there is nothing to switch. */
  | 'signed-out'
  /** Signed in but not adult-verified: the switch is shown disabled with the reason. */
  | 'unverified'
  | 'off'
  | 'on'

export interface AdultInputs {
  signedIn: boolean
  isUserAdult: boolean
  adultOn: boolean
}

export function adultSetting({ signedIn, isUserAdult, adultOn }: AdultInputs): AdultSetting {
  if (!signedIn) return 'signed-out'
  if (!isUserAdult) return 'unverified'
  return adultOn ? 'on' : 'off'
}

/**
 * Whether to ask the server for adult stories: only for verified adults who turned
 * them on. The server checks verification again; this keeps the request honest.
 */
export function wantsAdult(inputs: AdultInputs): boolean {
  return adultSetting(inputs) === 'on'
}
