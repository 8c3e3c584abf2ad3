import { api } from '../../../web/session'

/** What the channel's Live Donation tab reads (the live donations area, the accounts area). */
export const liveDonationApi = {
  ranking: (creatorOid: string) => api.get('/live/donation/ranking', { creatorOid }),
  missions: (creatorOid: string) => api.get('/live/donation/missions/active', { creatorOid }),
  nicknames: async (userOids: readonly string[]) => {
    if (userOids.length === 0) return new Map<string, string>()
    const { users } = await api.get('/account/bulkgetusers', {
      users: userOids.join('|'),
      toGrab: 'nickname',
    })
    return new Map(users.map((user) => [user.oid, user.nickname ?? '']))
  },
  isStreamer: async (creatorOid: string) => {
    const { user } = await api.get('/account/getuser', { userOid: creatorOid })
    return !!user.isLivestreamer
  },
}
