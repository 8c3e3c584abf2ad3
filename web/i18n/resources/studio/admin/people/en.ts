/** The admin area's people pages' words (studio/admin/people), merged into `admin`. */
export const adminPeopleEn = {
  page_newusers: 'New users',
  title_newusers: 'New users',
  lead_newusers:
    'Recent sign-ups, newest first: how each joined, its country and whether it is a creator.',
  page_creator: 'Creator role',
  title_creator: 'Creator role',
  lead_creator: 'Grant or take the creator role, and set the partner level of a creator’s channel.',
  page_creatorlist: 'Creators',
  title_creatorlist: 'Creators',
  lead_creatorlist:
    'Every creator, newest account first, with their channel, partner level and content.',
  page_unregister: 'Deletions',
  title_unregister: 'Accounts waiting for deletion',
  lead_unregister:
    'Accounts are deleted 14 days after their request unless they sign in. Stop a deletion or confirm it now.',

  peopleSearch: 'E-mail or nickname',
  peopleSearchHint: 'The start of an e-mail address or a nickname; case is ignored.',
  peopleNone: 'No accounts found.',

  newUsersList: 'New users',
  newUsersJoined_email: 'e-mail sign-up',
  newUsersJoined_guest: 'signed up after visiting as a guest',
  newUsersJoined_unknown: 'way of joining not recorded',
  newUsersFacts: 'Joined {{date}} · {{how}} · country: {{country}}',
  newUsersNoCountry: 'unknown',
  newUsersCreator: 'Creator',

  unregisterList: 'Accounts waiting for deletion',
  unregisterNone: 'No account is waiting for deletion.',
  unregisterScheduled: 'Deletion due {{date}}',
  unregisterStop: 'Stop deletion',
  unregisterConfirmNow: 'Delete now',
  unregisterStopConfirm: 'Stop the deletion of {{name}}? The account stays.',
  unregisterStopped: 'The deletion of {{name}} is stopped.',
  unregisterConfirmConfirm:
    'Delete {{name}} now? The account and its sign-ins are deleted at once and cannot be restored.',
  unregisterDeleted: '{{name}} is deleted.',

  twoFactorReset: 'Reset two-factor sign-in',
  twoFactorResetConfirm:
    'Turn off two-factor sign-in for {{name}}? Only do this once you are sure the request comes from the account holder.',
  twoFactorResetDone: 'Two-factor sign-in is off for {{name}}; they can set it up again.',

  creatorRole: 'Creator role',
  creatorChannel: 'Channel address',
  creatorNoChannel: 'No channel registered',
  creatorContents: 'Content',
  creatorGrant: 'Make creator',
  creatorRevoke: 'Take the creator role',
  creatorGrantConfirm: 'Give {{name}} the creator role?',
  creatorRevokeConfirm: 'Take the creator role from {{name}}? Their other roles stay.',
  creatorGranted: '{{name}} is a creator now.',
  creatorRevoked: '{{name}} is no longer a creator.',
  creatorLevel: 'Partner level',
  creatorLevelSave: 'Save partner level',
  creatorLevelConfirm: 'Set the partner level of {{name}} to {{level}}?',
  creatorLevelSaved: 'The partner level of {{name}} is {{level}} now.',
  creatorLevelNeedsChannel:
    'The partner level is set once the creator has registered their channel.',
  partnerLevel_partner: 'Partner',
  partnerLevel_free: 'Free',
  partnerLevel_standard: 'Standard',
  partnerLevel_plus: 'Plus',

  creatorListList: 'Creators',
  creatorListChannel: 'Channel: {{url}} · content: {{count}}',
  creatorListNoChannel: 'No channel registered · content: {{count}}',

  page_adminmail: 'Mail users',
  title_adminmail: 'Mail to users',
  lead_adminmail:
    'Write to one user or to every creator or livestreamer: preview who gets it, then send after confirming.',
  mailSegment: 'Send to',
  mailSegment_user: 'One user',
  mailSegment_creators: 'Every creator',
  mailSegment_livestreamers: 'Every livestreamer',
  mailCompose: 'The mail',
  mailSubject: 'Subject',
  mailText: 'Text',
  mailPreview: 'Preview',
  mailPreviewTitle: 'Preview · recipients: {{count}}',
  mailProgress: 'Sent: {{sent}} of {{count}}…',
  mailSend: 'Send mail',
  mailConfirm: 'Send this mail now? Recipients: {{count}}.',
  mailSent: 'The mail is sent. Recipients: {{count}}.',
}
