/** What live chat needs of other areas, handed in by server/context.ts. */

export interface LivechatUser {
  oid: string
  nickname: string
  email: string
  photo: string | null
  isLivestreamer: boolean
}

export interface LivechatUsersPort {
  findUsers(userOids: readonly string[]): Promise<LivechatUser[]>
}

export interface LivechatLivePort {
  /** The stream on air for the creator, or null (messages then belong to no stream). */
  currentStream(creatorOid: string): Promise<string | null>
}
