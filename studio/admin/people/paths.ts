/** The People group's pages, in menu order (docs/admin/people.md). */
export const PEOPLE_PAGES = [
  'users',
  'bonuscoins',
  'newusers',
  'creator',
  'creatorlist',
  'unregister',
  'adminmail',
  'pushappnotification',
  'resend-noti',
  'notices',
  'channel-manager',
  'editstudio',
] as const
