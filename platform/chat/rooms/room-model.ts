import type { ChatRuntime } from '../chat-runtime'
import type { ChatRoom } from './rooms'

/**
 * The model the room's next turn would use and whether the built-in offline model stands
 * in for it (the player labels a demo model before the first reply, not only while one
 * streams), and its fee, which the player shows on the actions that start a turn.
 */
export async function roomModel(runtime: ChatRuntime, room: ChatRoom) {
  const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
  const saved = (room.user_settings as { model?: unknown } | null)?.model
  for (const id of typeof saved === 'string' ? [saved, compiled.model] : [compiled.model]) {
    try {
      const resolved = runtime.deps.resolveModel(id)
      return { id, offline: resolved.offline, feeCredits: resolved.descriptor.feeCredits }
    } catch {
      // A saved model no longer in the catalogue: the story's own is used, as a turn does.
    }
  }
  return { id: compiled.model, offline: true, feeCredits: 0 }
}
