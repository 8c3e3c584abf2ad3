/** GET /account/creatorlist: creators a page at a time, from the accounts area. */
import { type PurchasesContext, requirePorts } from './context'

export async function creatorList(
  context: PurchasesContext,
  input: { page: number; count: number },
) {
  const { accounts } = requirePorts(context)
  const page = await accounts.listCreators(input)
  return { ...page, page: input.page, count: input.count }
}
