/** "Test from here": a test room on the story's draft, from a start point or a scene. */
import type { z } from 'zod'
import type { SessionUser } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { requireScene, startPointFor, writeRoom } from '../rooms/open-room'
import { messageView, roomView } from '../rooms/views'
import type { TestRoomAnswer } from './contract'
import type { testRoomRequest } from './requests'

/**
 * Compiles the draft as it is saved now (the stories area refuses anyone but its owner and
 * admins, and a draft with errors with the engine's first error) and opens a test room on
 * it. The start point and scene are checked before the draft is stored, so a refused test
 * changes nothing. Not counted as a chat of the story: it is the writer's scratch.
 */
export async function openDraftRoom(
  runtime: ChatRuntime,
  user: SessionUser,
  input: z.infer<typeof testRoomRequest>,
): Promise<TestRoomAnswer> {
  const draft = await runtime.deps.stories.compileDraft(user, input.contentOid, {
    check: (compiled) => {
      startPointFor(compiled, input.startStoryOid)
      if (input.sceneId !== undefined) requireScene(compiled, input.sceneId)
    },
  })
  const { compiled } = await runtime.compiledFor(input.contentOid, draft.version)
  const start = startPointFor(compiled, input.startStoryOid)
  const { room, greeting } = await writeRoom(
    runtime,
    { user, guestDeviceId: null },
    {
      contentOid: input.contentOid,
      compiledVersion: draft.version,
      compiled,
      start,
      sceneId: input.sceneId,
      title: input.title,
      storyOwnerOid: draft.ownerOid,
    },
  )
  return {
    room: roomView(room),
    messages: [messageView(greeting)],
    draft: {
      hash: draft.hash,
      startPointId: start.id,
      sceneId: input.sceneId ?? start.sceneId,
      warnings: draft.warnings.length,
    },
  }
}
