/** What the live area needs of others, handed in by server/context/. */

export interface LiveUser {
  oid: string
  nickname: string
  customUrl: string | null
  isLivestreamer: boolean
}

export interface LiveUsersPort {
  findUsers(userOids: readonly string[]): Promise<LiveUser[]>
  findByCustomUrl(customUrl: string): Promise<LiveUser | null>
}

/** The running ingest (embedded RTMP), when this process has one. */
export interface LiveIngestControl {
  /** Drops the creator's publisher, if it is connected here. */
  kick(creatorOid: string): void
  /** Whether HLS segments are being packaged for the creator here. */
  hlsReady(creatorOid: string): boolean
  /**
   * Joins a viewer to the creator's FLV stream (the source, or the 720p rendition signed-out
   * viewers watch); null when nobody verified publishes here or that rendition is not.
   */
  subscribe(
    creatorOid: string,
    viewer: FlvViewer,
    rendition?: 'source' | 'guest',
  ): (() => void) | null
  /** The folder of the creator's HLS playlist and segments, while packaged here. */
  hlsFolder(creatorOid: string): string | null
  /** The folder of the 720p rendition signed-out viewers watch, while encoded here. */
  guestFolder(creatorOid: string): string | null
  /**
   * What signed-out viewers watch (the `rendition`, or the `source`), once decided for the
   * creator's publish here; resolves null when nobody publishes here.
   */
  guestChoice?(creatorOid: string): Promise<'rendition' | 'source' | null>
  /** The same, now: null while undecided. */
  guestWatches?(creatorOid: string): 'rendition' | 'source' | null
  /** The publisher's picture size from its stream metadata, once it has arrived. */
  sourceVideo(creatorOid: string): SourceVideo | null
  /** Where the ingest really listens (host and port bound), for the studio's address. */
  listening?(): { host: string; port: number }
}

export interface SourceVideo {
  width: number
  height: number
}

export interface FlvViewer {
  /** FLV bytes: header, metadata, codec headers and the cached GOP first, then live tags. */
  send(bytes: Buffer): void
  /** The stream ended (liveOff or the publisher dropped). */
  end(): void
}

export interface LivePlaybackSettings {
  /**
   * RTMP address shown in the studio, e.g. rtmp://live.example.com/live. Unless configured
   * (`rtmpUrlConfigured`), the embedded ingest's real listen address replaces it.
   */
  rtmpUrl: string
  /** TALELOOM_RTMP_PUBLIC_URL set: shown as it is (a proxy or a CDN in front). */
  rtmpUrlConfigured?: boolean
  /** HLS playlists base (nginx-rtmp or a CDN) when not packaged by this server. */
  hlsBaseUrl: string | null
}
