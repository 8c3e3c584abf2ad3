/**
 * What the encoding area needs from the rest of the server, as ports of its own: the file
 * store (the uploads area's object store) and the content catalog's status. The server
 * wires them in server/context/.
 */

/** The object store, seen from the encoder: sources come in, encoded files go out. */
export interface EncodingFiles {
  /** Writes the stored object `key` to the local file `toPath`; rejects when there is none. */
  fetch(key: string, toPath: string): Promise<void>
  /** Stores the local file `fromPath` under `key`. */
  store(fromPath: string, key: string, contentType: string): Promise<void>
}

/** Encoded media of a content, as the catalog keeps it in `media_assets`. */
export interface EncodedMedia {
  audio?: AudioOutputs
  video?: VideoOutputs
  /** WebVTT subtitles by language. */
  subtitles?: Record<string, SubtitleOutputs>
  /** Whether the store should protect the media (false when an admin asked to skip encryption). */
  encryption: boolean
}

export interface AudioOutputs {
  kind: 'audio'
  aac: string
  opus: string
  durationSeconds: number | null
}

export interface VideoOutputs {
  kind: 'video'
  master: string
  poster: string
  width: number
  height: number
  durationSeconds: number | null
  renditions: { name: string; width: number; height: number; bandwidth: number; playlist: string }[]
}

export interface SubtitleOutputs {
  kind: 'subtitle'
  language: string
  vtt: string
  cues: number
}

export type JobOutputs = AudioOutputs | VideoOutputs | SubtitleOutputs

/** The catalog's side of encoding: a content's status follows its jobs. */
export interface ContentEncodingPort {
  /** Jobs were requested: the content shows 'encoding'. */
  markEncoding(contentOid: string): Promise<void>
  /** Every current job of the content is done. */
  markEncoded(contentOid: string, media: EncodedMedia): Promise<void>
  /** A job failed for good, or the encoding was cancelled. */
  markEncodingFailed(contentOid: string, reason: string): Promise<void>
}

/** Who owns a content: the catalog's creator of it, or null when there is no such content. */
export interface ContentOwnersPort {
  creatorOf(contentOid: string): Promise<string | null>
}

/** A finished upload, as the uploads area records it: whose it is and what it was uploaded as. */
export interface UploadedSource {
  ownerOid: string
  storeKey: string
  /** The upload's file type (`mp3`, `mp4`, `mov`, `srt`, or a picture's). */
  filetype: string
}

/**
 * The uploads area's record of a store key. Encoding requests name their file by store key,
 * and keys are predictable: the file's owner comes from here, never from the key.
 */
export interface EncodingSourcesPort {
  uploadAt(storeKey: string): Promise<UploadedSource | null>
  /** A creator's finished uploads, newest first (a timeline's asset list). */
  uploadsOf?(ownerOid: string): Promise<(UploadedSource & { name: string | null; key: string })[]>
}
