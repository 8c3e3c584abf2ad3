/** Reads a bigint column (string from pg, number from PGlite) as a safe integer. */
export function toAmount(value: unknown): number {
  const amount = typeof value === 'number' ? value : Number(value ?? 0)
  if (!Number.isSafeInteger(amount))
    throw new Error(`toAmount: not a safe integer: ${String(value)}`)
  return amount
}

/** Throws unless the amount is a positive safe integer: money is never fractional. */
export function assertPositiveAmount(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`${what}: amount must be a positive integer, got ${amount}`)
  }
}
