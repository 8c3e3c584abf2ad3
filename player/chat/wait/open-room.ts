import { ensureGuestDevice, useSession } from '../../../web/session'
import { chatApi } from '../connected'
import { roomToResume } from '../mychats/chat-list'

// One creation per story, start point and visitor even when React mounts the opener twice
// (a guest refused a paid story who then signs in is a new visitor: asked again).
const opening = new Map<string, Promise<string>>()

/** Creates a room of the story (a guest gets a device id first) and gives its id. */
export function openRoom(contentOid: string, start: string | null): Promise<string> {
  const key = `${contentOid}:${start ?? ''}:${useSession.getState().token ?? 'guest'}`
  let promise = opening.get(key)
  if (!promise) {
    promise = (async () => {
      if (!useSession.getState().token) await ensureGuestDevice()
      const { room } = await chatApi.createRoom(contentOid, start)
      return room.roomOid
    })()
    opening.set(key, promise)
    promise.finally(() => setTimeout(() => opening.delete(key), 1000)).catch(() => undefined)
  }
  return promise
}

/**
 * The room "Continue my story" opens for this visitor (user or guest device): the one they
 * wrote in last, else their newest; null when there is none.
 */
export async function latestRoomOf(): Promise<{ roomOid: string; contentOid: string } | null> {
  const session = useSession.getState()
  if (!session.token && !session.guestDeviceId) return null
  const { rooms } = await chatApi.listRooms()
  return roomToResume(rooms)
}
