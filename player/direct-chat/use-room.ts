import { ApiError } from '../../web/api'
import { useData } from '../../web/calls'
import {
  type ChatRoomView,
  type ChatSettings,
  directChatApi,
  type RoomMember,
} from './direct-chat-api'

export type RoomLoad =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  /** A global room I have not joined (or left): it may be joined from here. */
  | { state: 'joinable'; room: ChatRoomView }
  | {
      state: 'member'
      room: ChatRoomView
      members: RoomMember[]
      /** Whose message settings bind my messages here, and what they say. */
      governing: ChatSettings | null
    }

/** The user whose settings bind a room: the partner of a 1:1, the owner of a group. */
export function governingOid(room: ChatRoomView, members: RoomMember[], myOid: string) {
  if (room.kind === 'direct') return members.find((member) => member.userOid !== myOid)?.userOid
  if (room.kind === 'group' && room.ownerOid !== myOid) return room.ownerOid ?? undefined
  return undefined
}

async function loadRoom(roomId: string, myOid: string): Promise<RoomLoad> {
  try {
    const { room, members } = await directChatApi.room(roomId)
    const governor = governingOid(room, members, myOid)
    const governing = governor ? await directChatApi.settingsOf(governor) : null
    return { state: 'member', room, members, governing }
  } catch (error) {
    if (!ApiError.isInstance(error) || error.code !== 'DIRECT_CHAT_NOT_MEMBER') throw error
    // Not a member: a global room may still be joined; any other stays refused.
    const global = await directChatApi.globalRoom(roomId).catch(() => null)
    if (!global) throw error
    return { state: 'joinable', room: global.room }
  }
}

/** The room, its members and the governing settings; reloads when `version` moves. */
export function useRoom(roomId: string, myOid: string | null, version: number) {
  const { result, reload } = useData(myOid ? [roomId, myOid, version] : null, () =>
    loadRoom(roomId, myOid as string),
  )
  const load: RoomLoad =
    result.state === 'ready'
      ? result.value
      : result.state === 'failed'
        ? { state: 'failed', error: result.error }
        : { state: 'loading' }
  return { load, reload }
}
