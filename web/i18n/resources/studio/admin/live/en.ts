/** The admin area's live pages' words (studio/admin/live), merged into `admin`. */
export const adminLiveEn = {
  'page_manage-discord': 'Discord members',
  'title_manage-discord': 'Discord bot members',
  'lead_manage-discord':
    "Creators connected to the Discord bot, their linked members, and removing a member from a creator's server.",
  discordCreators: 'Creators connected to the bot',
  discordCreatorSearch: 'Find a creator',
  discordCreatorSearchHint:
    'An e-mail, the start of a nickname, a creator id, or a Discord server or member id.',
  discordNoCreators: 'No creator has connected a server.',
  discordPending_one: '{{count}} bot call waiting',
  discordPending_other: '{{count}} bot calls waiting',
  discordCreatorMeta:
    'Server {{server}} · {{members}} linked members · {{roles}} tier roles · connected {{date}}',
  discordShowMembers: 'Members',
  discordMembersOf: "Members of {{creator}}'s server",
  discordMemberSearch: 'Find a member',
  discordMemberSearchHint:
    'The start of a Discord name, an e-mail or nickname start, a user id or a Discord id.',
  discordNoMembers: 'No linked member matches.',
  discordMemberMeta: 'Discord {{username}} ({{discordId}}) · linked {{date}}',
  discordRole_none: 'No tier role',
  discordRole_pending: 'Role being given',
  discordRole_granted: 'Role given',
  discordRole_removed: 'Role taken back',
  discordKick: 'Remove from server',
  discordKickConfirm:
    "Remove {{member}} from {{creator}}'s Discord server? The bot kicks them; they can join again only with a new invitation.",
  discordKicked:
    '{{member}} will be removed: the bot sends the kick to Discord now and retries if Discord is busy.',
  'page_rtc-livestream': 'RTC ingest',
  'title_rtc-livestream': 'Live ingests and WebRTC',
  'lead_rtc-livestream':
    'How streams reach the live area on this server, and where a WebRTC ingest would plug in. No WebRTC ingest runs.',
  rtcIngests: 'Ingests',
  rtcKind_embedded: 'Embedded RTMP ingest',
  rtcKind_nginx: 'nginx-rtmp ingest',
  rtcKind_rtc: 'WebRTC ingest (WHIP)',
  rtcRunning: 'Running',
  rtcOff: 'Not running on this server',
  rtcNotBuilt: 'Extension point: not built',
  rtcFigures: '{{protocol}} · {{live}} on air now · {{recent}} started in the last {{days}} days',
  rtcPublishUrl: 'Publish to {{url}}',
  rtcPlugTitle: 'What a WebRTC ingest plugs into',
  rtcPlugLead:
    'An ingest is an adapter in front of one publishing core. A WebRTC (WHIP) ingest would do what the RTMP ones do:',
  rtcStepVerify:
    "Verify the broadcaster's stream key and go live or off through the live area's key verification, as a third ingest kind beside embedded and nginx.",
  rtcStepControl:
    'Implement the ingest control port: drop a publisher, join viewers, say where the HLS files are.',
  rtcStepRecord:
    'Hand the stream to the replay recorder and the monthly broadcast allowance, as the RTMP ingests do.',
  rtcStepPlay:
    'Viewers keep playing through the same player (FLV or HLS): nothing changes for them.',
  rtcNone:
    'No WebRTC ingest is built: broadcasters publish over RTMP. The live documentation describes the extension point.',
}
