/**
 * Who has a socket open, on any instance: each instance counts its sockets per user in
 * `direct_chat_presence` under a lease it renews while running, so a crashed instance's
 * rows lapse by themselves. A member away (no socket anywhere) is told of a message by a
 * notification, once per room until they read it (`direct_chat_members.notified`).
 */
import { sql } from 'kysely'
import type { DirectChatContext } from './context'

/** A row is trusted this long after its last renewal; instances renew a third of it. */
export const PRESENCE_LEASE_MS = 90_000
export const PRESENCE_RENEW_MS = 30_000

export function createPresence(context: DirectChatContext) {
  const { db, clock } = context
  const lease = () => new Date(clock.now().getTime() + PRESENCE_LEASE_MS)

  return {
    async opened(userOid: string, instanceOid: string) {
      await db
        .insertInto('direct_chat_presence')
        .values({ user_oid: userOid, instance_oid: instanceOid, sockets: 1, expires_at: lease() })
        .onConflict((oc) =>
          oc.columns(['user_oid', 'instance_oid']).doUpdateSet({
            sockets: sql`direct_chat_presence.sockets + 1`,
            expires_at: lease(),
          }),
        )
        .execute()
    },

    async closed(userOid: string, instanceOid: string) {
      await db
        .updateTable('direct_chat_presence')
        .set({ sockets: sql`sockets - 1` })
        .where('user_oid', '=', userOid)
        .where('instance_oid', '=', instanceOid)
        .execute()
      await db
        .deleteFrom('direct_chat_presence')
        .where('user_oid', '=', userOid)
        .where('instance_oid', '=', instanceOid)
        .where('sockets', '<=', 0)
        .execute()
    },

    renew: (instanceOid: string) =>
      db
        .updateTable('direct_chat_presence')
        .set({ expires_at: lease() })
        .where('instance_oid', '=', instanceOid)
        .execute(),

    gone: (instanceOid: string) =>
      db.deleteFrom('direct_chat_presence').where('instance_oid', '=', instanceOid).execute(),

    /**
     * The members of a 1:1 or group room (not a global one) other than the sender with no
     * socket open anywhere and not told since they last read: marked told, and answered.
     */
    async markAway(roomId: string, senderOid: string): Promise<string[]> {
      const now = clock.now()
      const rows = await db
        .updateTable('direct_chat_members as m')
        .set({ notified: true })
        .where('m.room_oid', '=', roomId)
        .where('m.user_oid', '<>', senderOid)
        .where('m.left_at', 'is', null)
        .where('m.notified', '=', false)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('direct_chat_rooms as r')
              .select('r.oid')
              .where('r.oid', '=', roomId)
              .where('r.kind', '<>', 'global'),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('direct_chat_presence as p')
                .select('p.user_oid')
                .whereRef('p.user_oid', '=', 'm.user_oid')
                .where('p.sockets', '>', 0)
                .where('p.expires_at', '>', now),
            ),
          ),
        )
        .returning('m.user_oid')
        .execute()
      return rows.map((row) => row.user_oid)
    },

    /** Read: the next message while away is told again. */
    clearNotified: (roomId: string, userOid: string) =>
      db
        .updateTable('direct_chat_members')
        .set({ notified: false })
        .where('room_oid', '=', roomId)
        .where('user_oid', '=', userOid)
        .where('notified', '=', true)
        .execute(),
  }
}

export type DirectChatPresence = ReturnType<typeof createPresence>
