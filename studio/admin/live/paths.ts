/** The admins' live tools under `/studio2/admin/live/{section}`, in menu order. */
export const ADMIN_LIVE_SECTIONS = ['streams', 'applications', 'ads', 'voices'] as const
export type AdminLiveSection = (typeof ADMIN_LIVE_SECTIONS)[number]

/** The Live group's pages beside the live tools, in menu order (docs/admin/live.md). */
export const LIVE_PAGES = ['manage-discord', 'rtc-livestream'] as const
