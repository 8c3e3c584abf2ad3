import { useData } from '../../web/calls'
import { useSession } from '../../web/session'
import { type CharacterRoomView, characterDmApi } from './character-dm-api'

/** The signed-in fan's rooms with characters (none signed out), and the load's state. */
export function useCharacterRooms() {
  const userOid = useSession((state) => (state.token ? (state.user?.oid ?? '') : ''))
  const data = useData(userOid ? ['character-rooms', userOid] : null, () => characterDmApi.rooms())
  const rooms: CharacterRoomView[] = userOid ? (data.data?.rooms ?? []) : []
  return { ...data, rooms, signedIn: !!userOid }
}
