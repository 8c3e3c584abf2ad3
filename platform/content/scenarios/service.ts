/** The scenarios' use cases: the studio's draft and publish, the player, the multiplay rooms. */
import type { SessionUser } from '../../http'
import type { ScenarioDocument } from './contract'
import { loadDocument, publishDocument, saveDocument } from './edit'
import { pageMedia } from './media'
import { choose, play, restart } from './play'
import type { ScenariosDeps } from './ports'
import type { RoomLimits } from './room-limits'
import { createRoom, joinRoom, leaveRoom, roomView, tickRoom, voteInRoom } from './rooms'
import { sweepRooms } from './sweep'
import type { Viewer } from './viewer'

export function createScenariosService(deps: ScenariosDeps) {
  return {
    load: (user: SessionUser, contentOid: string) => loadDocument(deps, user, contentOid),
    save: (
      user: SessionUser,
      contentOid: string,
      input: { document: ScenarioDocument; version: number },
    ) => saveDocument(deps, user, contentOid, input),
    publish: (user: SessionUser, contentOid: string, input: { version: number }) =>
      publishDocument(deps, user, contentOid, input),
    play: (viewer: Viewer, contentOid: string) => play(deps, viewer, contentOid),
    choose: (viewer: Viewer, contentOid: string, input: { pageId: string; optionId: string }) =>
      choose(deps, viewer, contentOid, input),
    restart: (viewer: Viewer, contentOid: string) => restart(deps, viewer, contentOid),
    media: (input: { contentOid: string; pageId: string; expires: number; signature: string }) =>
      pageMedia(deps, input),
    createRoom: (viewer: Viewer, contentOid: string) => createRoom(deps, viewer, contentOid),
    room: (viewer: Viewer, roomOid: string) => roomView(deps, viewer, roomOid),
    joinRoom: (viewer: Viewer, roomOid: string) => joinRoom(deps, viewer, roomOid),
    leaveRoom: (viewer: Viewer, roomOid: string) => leaveRoom(deps, viewer, roomOid),
    vote: (viewer: Viewer, roomOid: string, input: { optionId: string; round: number }) =>
      voteInRoom(deps, viewer, roomOid, input),
    tickRoom: (roomOid: string) => tickRoom(deps, roomOid),
    /** Closes and removes rooms left empty or past their age (the server's job). */
    sweepRooms: (limits?: RoomLimits) => sweepRooms(deps, limits),
  }
}

export type ScenariosService = ReturnType<typeof createScenariosService>
