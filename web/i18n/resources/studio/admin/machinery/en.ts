/** The admin area's machinery pages' words (studio/admin/machinery), merged into `admin`. */
export const adminMachineryEn = {
  'page_encoding-callback-resender': 'Encoding callbacks',
  'title_encoding-callback-resender': 'Encoding callbacks not received',
  'lead_encoding-callback-resender':
    'Encodings that finished but whose completion the catalog never took: the content still shows as encoding. Send the completion again.',
  callbackSearch: 'Find by id',
  callbackSearchHint: 'A content, job or creator id.',
  callbackNone: 'Every finished encoding reached the catalog.',
  callbackList: 'Completions not received',
  callbackKind_audio: 'Audio',
  callbackKind_video: 'Video',
  callbackKind_subtitle: 'Subtitles',
  callbackMeta: 'Job {{job}} · creator {{creator}} · finished {{due}}',
  callbackRefused: 'The catalog refused it: {{error}}',
  callbackLost: 'No answer came back from the catalog.',
  callbackResend: 'Send completion again',
  callbackConfirm:
    'Send the completion of content {{content}} to the catalog again? Its encoded files become playable.',
  callbackSent: 'The catalog took the completion of {{content}}.',
  callbackAlready: 'The catalog already had the completion of {{content}}: nothing changed.',
  page_servercache: 'Server cache',
  title_servercache: 'Server cache',
  lead_servercache:
    "Purge public files by their address and raise the site's cache version. Admins see the change at once; users within 20 minutes.",
  cacheRuleTitle: 'Who sees a purge when',
  cacheRuleUsers:
    "Public pictures, thumbnails and previews (/api/upload/pics, thumbnail, preview): users' browsers keep them up to {{minutes}} minutes before asking again.",
  cacheRuleAdmins:
    "An admin's purge applies at once: the answer gives each file's new address, which no cache has seen.",
  cacheRuleOthers:
    'The server keeps no cache of its own. Other answers (curated pages, content details…) carry their own browser cache times, set by their area; a purge or a new version does not touch them.',
  cachePurgeTitle: 'Purge files',
  cacheAddresses: 'Public addresses',
  cacheAddressesHint:
    'One per line, such as /api/upload/pics/<id> or /api/upload/thumbnail/<content id>_ko. At most 100.',
  cachePurge: 'Purge',
  cachePurgeConfirm_one: 'Purge {{count}} file? Users get the new file within 20 minutes.',
  cachePurgeConfirm_other: 'Purge {{count}} files? Users get the new files within 20 minutes.',
  cachePurged: 'Purged: {{count}}. Not found: {{missing}}.',
  cachePurgedList: 'Purged files',
  cacheVersionMove: 'Version {{from}} → {{to}}',
  cacheMissing: 'No public file has this address',
  cacheVersionTitle: 'Site cache version',
  cacheVersionNow: 'Version {{version}}, raised {{date}}.',
  cacheVersionNever: 'Version 0: never raised.',
  cacheBump: 'Raise cache version',
  cacheBumpConfirm:
    "Raise the site's cache version? Every public file's tag changes: users fetch each again within {{minutes}} minutes.",
  cacheBumped: "The site's cache version is now {{version}}.",
}
