/**
 * Test helpers: the direct chat service over a fresh test database with the real wallet,
 * and users, tiers and subscriptions of the test's own making.
 */
import { Readable } from 'node:stream'
import { type DatabaseEngine, newObjectId } from '../db'
import { openTestDatabase, type TestDatabase } from '../db/testing'
import type { Role, SessionUser } from '../http'
import { createWalletService, type WalletService } from '../wallet/service'
import { type ManualClock, manualClock } from '../wallet/testing'
import type { DirectChatUser } from './ports'
import { createDirectChatService, type DirectChatService } from './service'

export interface DirectChatFixture {
  database: TestDatabase
  service: DirectChatService
  wallet: WalletService
  clock: ManualClock
  /** A user the users port knows, as a session sees them. */
  user(options?: { nickname?: string; creator?: boolean; admin?: boolean }): SessionUser
  /** Coins bought (paid coins) for a user. */
  giveCoins(userOid: string, coins: number): Promise<void>
  /** The creator's tiers; `subscribe` puts a user in one. */
  setTiers(creatorOid: string, tierHashes: string[]): void
  subscribe(creatorOid: string, userOid: string, tierHash: string): void
  /** Notifications told to members away (the notifications port), in order. */
  notified: { userOid: string; roomId: string; nickname: string }[]
  /** A file in the owner's uploads (paid posts' media), in the given state. */
  upload(ownerOid: string, key: string, status?: string): void
  close(): Promise<void>
}

export async function openDirectChatFixture(engine: DatabaseEngine): Promise<DirectChatFixture> {
  const database = await openTestDatabase(engine)
  const clock = manualClock('2026-11-18T12:00:00Z')
  const wallet = createWalletService({ db: database.db, clock })
  const users = new Map<string, DirectChatUser>()
  const tiers = new Map<string, string[]>()
  const subscriptions = new Map<string, string>()
  const notified: DirectChatFixture['notified'] = []
  const uploads = new Map<string, string>()
  const service = createDirectChatService({
    notifications: {
      notify: async (userOid, data) => notified.push({ userOid, ...data }),
    },
    db: database.db,
    clock,
    users: {
      findUsers: async (oids) => oids.flatMap((oid) => users.get(oid) ?? []),
      searchByNickname: async (prefix, limit) =>
        [...users.values()]
          .filter((u) => u.nickname.toLowerCase().startsWith(prefix.toLowerCase()))
          .slice(0, limit),
    },
    channels: {
      subscribedTier: async (creatorOid, userOid) =>
        subscriptions.get(`${creatorOid}:${userOid}`) ?? null,
      tierHashes: async (creatorOid) => tiers.get(creatorOid) ?? [],
    },
    wallet: {
      transfer: async (input) => {
        const moved = await wallet.transfer(input)
        return { transactionOid: moved.id, replayed: moved.replayed }
      },
    },
    messageContent: {
      tierSubscribers: async (creatorOid, hashes) =>
        [...subscriptions]
          .filter(([key, tier]) => key.startsWith(`${creatorOid}:`) && hashes.includes(tier))
          .map(([key]) => key.slice(creatorOid.length + 1)),
      media: {
        statuses: async (ownerOid, keys) =>
          new Map(keys.map((key) => [key, uploads.get(`${ownerOid}/${key}`) ?? null])),
        address: async (ownerOid, key) =>
          uploads.get(`${ownerOid}/${key}`) === 'ready'
            ? { url: `https://store.test/${ownerOid}/${key}`, expiresAt: clock.now() }
            : null,
      },
    },
    // Image messages: a ready upload of the fixture is a chat file of its key's type.
    media: {
      readyUploads: async (ownerOid, keys) =>
        keys
          .filter((key) => uploads.get(`${ownerOid}/${key}`) === 'ready')
          .map((key) => ({ key, context: 'dm', filetype: key.split('.').pop() ?? '' })),
      read: async (ownerOid, key) =>
        uploads.get(`${ownerOid}/${key}`) === 'ready'
          ? { body: Readable.from([Buffer.from(key)]), length: Buffer.byteLength(key) }
          : null,
    },
  })
  let counter = 0
  return {
    database,
    service,
    wallet,
    clock,
    user(options = {}) {
      counter += 1
      const oid = newObjectId()
      const nickname = options.nickname ?? `member${counter}x${oid.slice(-6)}`
      users.set(oid, { oid, nickname, isCreator: !!options.creator })
      const roles: Role[] = ['user']
      if (options.creator) roles.push('creator')
      if (options.admin) roles.push('admin')
      return { oid, nickname, roles, language: null, isAdult: true }
    },
    async giveCoins(userOid, coins) {
      await wallet.purchaseCoins({ key: `coins:${userOid}:${newObjectId()}`, userOid, coins })
    },
    setTiers: (creatorOid, hashes) => tiers.set(creatorOid, hashes),
    subscribe: (creatorOid, userOid, tierHash) =>
      subscriptions.set(`${creatorOid}:${userOid}`, tierHash),
    notified,
    upload: (ownerOid, key, status = 'ready') => uploads.set(`${ownerOid}/${key}`, status),
    close: () => database.close(),
  }
}
