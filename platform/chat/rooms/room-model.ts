import type { ChatRuntime } from '../chat-runtime'
import type { ChatRoomModel } from '../contract'
import { turnQuoteView } from '../turns/quote'
import { type StoryChatSettings, storyChatSettingsSchema } from '../turns/settings'
import { allowedSavedModel } from './model-choice'
import type { ChatRoom } from './rooms'

/**
 * The model the room's next turn would use and whether the built-in offline model stands
 * in for it (the player labels a demo model before the first reply, not only while one
 * streams), its fee, and the quote a turn paid with credits takes at the room's settings:
 * the price the player is shown on the actions that start a turn.
 */
export async function roomModel(
  runtime: ChatRuntime,
  room: Pick<ChatRoom, 'content_oid' | 'compiled_version' | 'user_settings'>,
): Promise<ChatRoomModel> {
  const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
  // Parsed as a turn parses them, so the quote is the one the turn's hold will take.
  const settings = storyChatSettingsSchema.parse(room.user_settings ?? {}) as StoryChatSettings
  const saved = allowedSavedModel(compiled, settings.model)
  for (const id of saved !== undefined ? [saved, compiled.model] : [compiled.model]) {
    const resolved = resolveOrNull(runtime, id)
    if (!resolved) continue
    const { descriptor, offline } = resolved
    return {
      id,
      offline,
      feeCredits: descriptor.feeCredits,
      quote: turnQuoteView(descriptor, settings),
    }
  }
  return { id: compiled.model, offline: true, feeCredits: 0, quote: { credits: 0, upTo: false } }
}

function resolveOrNull(runtime: ChatRuntime, id: string) {
  try {
    return runtime.deps.resolveModel(id)
  } catch {
    // A saved model no longer in the catalogue: the story's own is used, as a turn does.
    return null
  }
}
