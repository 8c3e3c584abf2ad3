import { api } from '../../../web/session'

/** The Live group's calls beside the live tools (platform/discord, platform/live). */
export const adminLiveGroupApi = {
  discordCreators: (query: { q?: string; before?: string }) =>
    api.get('/discord/admin/creators', query),
  discordMembers: (query: { creatorOid: string; q?: string; before?: string }) =>
    api.get('/discord/admin/members', query),
  kickDiscordMember: (input: { creatorOid: string; channelId: string; discordId: string }) =>
    api.post('/discord/admin/kick/user', input),
  ingests: () => api.get('/live/admin/ingests'),
}
