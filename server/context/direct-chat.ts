import type { AccountsArea } from '../../platform/accounts'
import type { ChannelsArea } from '../../platform/channels'
import { createDirectChat, type DirectChatArea } from '../../platform/direct-chat'
import type { NotificationsArea } from '../../platform/notifications'
import type { UploadsArea } from '../../platform/uploads'
import type { WalletArea } from '../../platform/wallet'
import { messageContentPorts } from './direct-chat-content'
import type { Infrastructure } from './infrastructure'
import type { AccountsDirectory } from './users'

export interface DirectChatNeighbours {
  accounts: AccountsArea
  directory: AccountsDirectory
  wallet: WalletArea
  channels: ChannelsArea
  notifications: NotificationsArea
  /** Paid posts' media. */
  uploads: UploadsArea
}

/** Direct chat: names from accounts, tiers from channels, paid messages through the wallet. */
export function buildDirectChat(
  { config, database, clock, logger, secret }: Infrastructure,
  { accounts, directory, wallet, channels, notifications, uploads }: DirectChatNeighbours,
): Promise<DirectChatArea> {
  return createDirectChat({
    db: database.db,
    database,
    clock,
    logger,
    // The socket's tokens; its fan-out through Redis when set, else LISTEN/NOTIFY.
    secret,
    redisUrl: config.redisUrl,
    messageContent: messageContentPorts(channels, uploads),
    // Image messages' files: the sender's finished chat uploads, read for the room's members.
    media: {
      readyUploads: (ownerOid, keys) => uploads.service.readyAssets(ownerOid, keys),
      read: (ownerOid, key) => uploads.service.readOwned(ownerOid, key),
    },
    // A member away hears of a message once per room until they read it.
    notifications: {
      notify: (userOid, data) => notifications.service.notify(userOid, 'chat', { ...data }),
    },
    users: {
      findUsers: (userOids) => directory.list(userOids, ['oid', 'nickname', 'isCreator']),
      // The accounts search also matches e-mails exactly: only nickname matches are kept,
      // so nobody learns whose address an e-mail is.
      searchByNickname: async (prefix, limit) => {
        const wanted = prefix.toLowerCase()
        const rows = await accounts.service.searchUsers(prefix)
        return rows
          .filter((row) => row.nickname.toLowerCase().startsWith(wanted))
          .slice(0, limit)
          .map((row) => ({
            oid: row.oid,
            nickname: row.nickname,
            isCreator: row.roles.includes('creator'),
          }))
      },
    },
    channels: {
      subscribedTier: async (creatorOid, userOid) => {
        const position = await channels.service.tierPosition(userOid, creatorOid)
        if (position === null) return null
        const { tiers } = await channels.service.tiers(creatorOid)
        return tiers.find((tier) => tier.position === position)?.tierHash ?? null
      },
      tierHashes: async (creatorOid) => [
        ...(await channels.service.tierPositions(creatorOid)).keys(),
      ],
    },
    wallet: {
      transfer: async (input) => {
        const moved = await wallet.service.transfer(input)
        return { transactionOid: moved.id, replayed: moved.replayed }
      },
    },
  })
}
