import { AppError } from '../../http'
import { STORY_ERRORS } from '../../stories'
import { CHAT_MESSAGES } from '../errors'
import type { Actor, ChatRuntimeDeps } from '../runtime'

/** The paid-story refusal; `details.price` is what the story costs, for the purchase dialog. */
export const contentNotPurchased = (price: number) =>
  new AppError({
    status: 403,
    code: 'CONTENT_NOT_PURCHASED',
    message: 'Purchase this story to play it.',
    details: { price },
  })

/**
 * Asks the stories area whether this player may play the story (the owner and admins
 * always may): adult stories need adult verification, paid ones a purchase. A guest
 * cannot buy, so a guest on a paid story hears the spec's 'Login required' instead.
 */
export async function requirePlayable(
  deps: ChatRuntimeDeps,
  actor: Actor,
  contentOid: string,
): Promise<void> {
  const answer = await deps.stories.canView(actor.user, contentOid)
  if (answer.canView) return
  if (answer.reason === 'adult-gated') throw STORY_ERRORS.adultGated()
  const price = answer.price ?? 0
  if (!actor.user)
    throw new AppError({
      status: 403,
      code: 'LOGIN_REQUIRED',
      message: CHAT_MESSAGES.loginRequired,
      details: { price },
    })
  throw contentNotPurchased(price)
}

/**
 * The same gate when a turn starts in an existing room: one row read. A story withdrawn
 * since (deleted, unpublished, made private) does not take its rooms away — the room
 * plays its pinned compiled version — so only an explicit refusal stops the turn.
 */
export async function requirePlayableForTurn(
  deps: ChatRuntimeDeps,
  actor: Actor,
  contentOid: string,
): Promise<void> {
  try {
    await requirePlayable(deps, actor, contentOid)
  } catch (error) {
    if (AppError.isInstance(error) && error.code === 'CONTENT_NOT_FOUND') return
    throw error
  }
}
