/** Why a card or lorebook could not be imported. */
export type CardImportErrorCode =
  | 'NOT_A_PNG'
  | 'CORRUPT_PNG'
  | 'NO_CARD_IN_PNG'
  | 'BROKEN_BASE64'
  | 'INVALID_JSON'
  | 'UNKNOWN_SPEC'
  | 'INVALID_CARD'

const marker = Symbol.for('taleloom.CardImportError')

/**
 * The one error card import throws, with a stable `code` for the UI.
 *
 * @example
 * try { importCard(bytes) } catch (error) { if (CardImportError.isInstance(error)) show(error.code) }
 */
export class CardImportError extends Error {
  override readonly name = 'CardImportError'
  readonly [marker] = true
  constructor(
    readonly code: CardImportErrorCode,
    message: string,
  ) {
    super(message)
  }

  static isInstance(value: unknown): value is CardImportError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
