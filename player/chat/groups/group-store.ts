import { create } from 'zustand'
import type { GroupSettingsInput, GroupView } from '../../../platform/chat/groups/contract'
import { ApiError } from '../../../web/api'
import type { TurnBody } from '../../../web/api/chat'
import { type GroupTurnBody, groupApi } from './group-api'

/** A room's group: null while unknown, false for a one-character room. */
type Loaded = { group: GroupView; speakers: Record<string, string> } | false

interface GroupsState {
  byRoom: Record<string, Loaded | undefined>
  /** What the next reply asks beyond the room store's turn ("speak next", an auto-mode step). */
  nextAsk: Record<string, { speakerId?: string; auto?: boolean } | undefined>
  load(roomOid: string): Promise<void>
  update(roomOid: string, settings: GroupSettingsInput): Promise<void>
  /** An imported character card joins the group (the answer is the group with it). */
  addCard(roomOid: string, file: File): Promise<void>
  ask(roomOid: string, ask: { speakerId?: string; auto?: boolean }): void
}

export const useGroups = create<GroupsState>()((set, get) => ({
  byRoom: {},
  nextAsk: {},
  async load(roomOid) {
    try {
      const answer = await groupApi.get(roomOid)
      set((state) => ({ byRoom: { ...state.byRoom, [roomOid]: answer } }))
    } catch (error) {
      if (ApiError.isInstance(error) && error.code === 'GROUP_NOT_FOUND')
        set((state) => ({ byRoom: { ...state.byRoom, [roomOid]: false } }))
    }
  },
  async update(roomOid, settings) {
    const { group } = await groupApi.update(roomOid, settings)
    const loaded = get().byRoom[roomOid]
    set((state) => ({
      byRoom: { ...state.byRoom, [roomOid]: { group, speakers: loaded ? loaded.speakers : {} } },
    }))
  },
  async addCard(roomOid, file) {
    const { group } = await groupApi.addCard(roomOid, file)
    const loaded = get().byRoom[roomOid]
    set((state) => ({
      byRoom: { ...state.byRoom, [roomOid]: { group, speakers: loaded ? loaded.speakers : {} } },
    }))
  },
  ask(roomOid, ask) {
    set((state) => ({ nextAsk: { ...state.nextAsk, [roomOid]: ask } }))
  },
}))

export function useGroup(roomOid: string): Loaded | undefined {
  return useGroups((state) => state.byRoom[roomOid])
}

// A retried start of the same turn (a lost connection before its first event) sends what
// the first attempt sent, so the server sees one request id with one ask.
const sent = new Map<string, GroupTurnBody>()

/**
 * The room store's turn opener for a group room: a message, "continue" and a reroll go to
 * the group's next-reply call, with the member asked for or the auto-mode step; a room
 * that is no group opens its turns as before.
 */
export function groupTurnOpener(
  plain: (roomOid: string, turn: TurnBody, signal?: AbortSignal) => Promise<Response>,
) {
  return (roomOid: string, turn: TurnBody, signal?: AbortSignal): Promise<Response> => {
    const loaded = useGroups.getState().byRoom[roomOid]
    if (!loaded) return plain(roomOid, turn, signal)
    let body = sent.get(turn.requestId)
    if (!body) {
      const ask = useGroups.getState().nextAsk[roomOid] ?? {}
      useGroups.setState((state) => ({ nextAsk: { ...state.nextAsk, [roomOid]: undefined } }))
      body = {
        requestId: turn.requestId,
        ...(turn.personaOid ? { personaOid: turn.personaOid } : {}),
        ...(turn.kind === 'message' ? { message: turn.message } : {}),
        ...(turn.kind === 'reroll' ? { rerollOf: turn.messageId } : {}),
        ...(turn.kind !== 'reroll' && ask.speakerId ? { speakerId: ask.speakerId } : {}),
        ...(turn.kind === 'auto-chat' && ask.auto ? { auto: true } : {}),
      }
      sent.set(turn.requestId, body)
      if (sent.size > 50) sent.delete(sent.keys().next().value as string)
    }
    return groupApi.next(roomOid, body, signal)
  }
}
