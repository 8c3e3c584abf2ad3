/** What image messages need of the uploads area, handed in by server/context/. */
import type { Readable } from 'node:stream'

export interface DirectChatMediaPort {
  /** The owner's finished uploads among `keys`: their upload context and sniffed type. */
  readyUploads(
    ownerOid: string,
    keys: string[],
  ): Promise<{ key: string; context: string; filetype: string }[]>
  /** A finished upload's bytes, or null when it is gone. */
  read(ownerOid: string, key: string): Promise<{ body: Readable; length: number } | null>
}
