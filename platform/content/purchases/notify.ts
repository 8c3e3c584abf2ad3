/** Telling creators of sales and recipients of gifts, without failing the sale. */
import type { PurchasesContext } from './context'

export async function notifySafely(
  context: PurchasesContext,
  userOid: string,
  kind: 'purchase' | 'gift',
  data: Record<string, unknown>,
): Promise<void> {
  if (!context.ports?.notifications) return
  try {
    await context.ports.notifications.notify(userOid, kind, data)
  } catch (error) {
    // The sale stands; a lost notification is logged, not the buyer's problem.
    context.logger.warn({ err: error, userOid, kind }, 'purchase notification failed')
  }
}
