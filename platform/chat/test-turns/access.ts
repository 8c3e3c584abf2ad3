import { forbidden } from '../../http'
import type { Actor, ChatRuntimeDeps } from '../runtime'

export const testModeForbidden = () =>
  forbidden("Test mode is for the story's creator.", 'TEST_MODE_FORBIDDEN')

/** Test mode (free test turns, the writer's context) is for the story's owner and admins. */
export function isTester(actor: Actor, storyOwnerOid: string): boolean {
  if (!actor.user) return false
  return actor.user.roles.includes('admin') || actor.user.oid === storyOwnerOid
}

/**
 * 403 for anyone but the story's owner and admins, never for players. The owner is read
 * from the published story (404 when it is not published); admins need no look-up.
 */
export async function requireTester(
  deps: Pick<ChatRuntimeDeps, 'stories'>,
  actor: Actor,
  contentOid: string,
): Promise<void> {
  if (actor.user?.roles.includes('admin')) return
  if (!actor.user) throw testModeForbidden()
  const story = await deps.stories.getPublishedContent(contentOid)
  if (!isTester(actor, story.content.ownerOid)) throw testModeForbidden()
}
