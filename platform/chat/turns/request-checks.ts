/** The per-turn checks and look-ups of a request that `prepareTurn` runs together. */
import { DEFAULT_READER_NAME } from '../../../engine/turn'
import { badRequest, forbidden } from '../../http'
import { isDraftVersion } from '../../stories'
import { findTestPrompt } from '../admin/system-prompts'
import { findPersona } from '../personal/personas'
import type { ChatRoom } from '../rooms/rooms'
import type { Actor, ChatRuntimeDeps } from '../runtime'
import { isTester, requireTester, testModeForbidden } from '../test-turns/access'
import type { TurnRequest } from './request'
import type { StoryChatSettings } from './settings'

/** The message checks, in a task so they keep their place in the order of refusals. */
export async function validateText(deps: ChatRuntimeDeps, request: TurnRequest) {
  if (request.kind !== 'message') return
  if (request.text.trim().length === 0)
    throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
  if (request.text.length > deps.limits.maxMessageChars) {
    throw badRequest(
      'MESSAGE_TOO_LONG',
      `A message can be at most ${deps.limits.maxMessageChars} characters.`,
    )
  }
}

export async function personaFor(
  deps: ChatRuntimeDeps,
  actor: Actor,
  personaOid: string | null,
  settings: StoryChatSettings,
) {
  if (actor.user && personaOid) {
    const persona = await findPersona(deps.database.db, actor.user.oid, personaOid)
    return { name: persona.name, prompt: persona.prompt }
  }
  return { name: settings.personaName || actor.user?.nickname || DEFAULT_READER_NAME, prompt: '' }
}

/** An admin's test prompt replaces the active system prompt of its type for one turn. */
export async function testPromptFor(deps: ChatRuntimeDeps, actor: Actor, request: TurnRequest) {
  if (!request.testPromptOid) return null
  if (!actor.user?.roles.includes('admin'))
    throw forbidden('Test prompts are for admins.', 'TEST_PROMPT_FORBIDDEN')
  const test = await findTestPrompt(deps.database.db, request.testPromptOid)
  return { promptType: test.prompt_type, text: test.text }
}

/**
 * Test mode (a free test turn, the writer's context) is for the story's creator and admins,
 * never for players: either asked by anyone else is refused (403), nothing charged. A
 * draft's room (test-turns/test-room.ts) plays in test mode only, whatever the request says:
 * its story may never have been published, so its tester is the owner it was opened for.
 */
export async function testModeFor(
  deps: ChatRuntimeDeps,
  actor: Actor,
  request: TurnRequest,
  room: Pick<ChatRoom, 'content_oid' | 'compiled_version' | 'story_owner_oid'>,
): Promise<{ testMode: boolean; injected: string | null }> {
  const injected = request.testModeContext?.trim() || null
  if (isDraftVersion(room.compiled_version)) {
    if (!isTester(actor, room.story_owner_oid ?? '')) throw testModeForbidden()
    return { testMode: true, injected }
  }
  const testMode = request.testMode === true
  if (testMode || injected) await requireTester(deps, actor, room.content_oid)
  return { testMode, injected }
}
