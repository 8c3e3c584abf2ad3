import type { ChannelsArea } from '../../platform/channels'
import type { MessageContentPorts } from '../../platform/direct-chat'
import type { SessionUser } from '../../platform/http'
import type { UploadsArea } from '../../platform/uploads'

/** The owner as the uploads area sees them: direct chat has already decided who may have the file. */
const asOwner = (oid: string): SessionUser => ({
  oid,
  nickname: '',
  roles: ['user'],
  language: null,
  isAdult: true,
})

/** Paid posts: tier recipients from channels, media from the uploads area. */
export function messageContentPorts(
  channels: ChannelsArea,
  uploads: UploadsArea,
): MessageContentPorts {
  return {
    tierSubscribers: async (creatorOid, tierHashes) => {
      const wanted = new Set(tierHashes)
      const rows = await channels.service.listSubscribers(creatorOid)
      return rows.filter((row) => wanted.has(row.tierHash)).map((row) => row.userOid)
    },
    media: {
      statuses: async (ownerOid, keys) => {
        const ready = await uploads.service.readyAssets(ownerOid, [...keys])
        const found = new Set(ready.map((row) => row.key))
        return new Map(keys.map((key) => [key, found.has(key) ? 'ready' : null]))
      },
      address: async (ownerOid, key) => {
        try {
          const signed = await uploads.service.privateAsset(asOwner(ownerOid), key)
          return { url: signed.url, expiresAt: signed.expiresAt }
        } catch {
          return null
        }
      },
    },
  }
}
