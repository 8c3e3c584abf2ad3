import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { useSession } from '../../../web/session'
import { speakerOf } from '../../../web/story'
import { useGroup } from '../groups'
import type { ChatItem } from '../room/messages'
import type { RoomStore } from '../room/room-store'
import { useCast } from '../story/cast-store'

/**
 * Who says a message: for a reply the character it names (with a portrait), for the
 * player's own message the persona, else the nickname.
 */
export function useMessageSpeaker(store: RoomStore, item: ChatItem) {
  const { t } = useTranslation('chat')
  const cast = useCast(store.getState().roomOid)
  const personaName = useStore(store, (state) => state.room?.userSettings?.personaName ?? '')
  const nickname = useSession((state) => state.user?.nickname ?? '')
  const isUser = item.role === 'user'
  // In a group room the reply's member is known; elsewhere it is read from the text.
  const group = useGroup(store.getState().roomOid)
  const memberId = group ? group.speakers[item.id] : undefined
  // A story character, else an imported card's member (its name and picture are the group's).
  const member = memberId
    ? (cast.find((character) => character.id === memberId) ??
      (group ? group.group.members.find((entry) => entry.id === memberId) : undefined))
    : undefined
  const speaker = isUser ? null : (member ?? speakerOf(item.text, cast))
  const name = isUser
    ? personaName || nickname || t('chat.you')
    : (speaker?.name ?? t('chat.narrator'))
  return { name, speaker }
}
