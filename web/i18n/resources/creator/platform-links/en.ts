/** The live studio's linked platforms (Twitch, YouTube) and multichat. */
export const platformLinksEn = {
  platformLinks: {
    tab: 'Platforms',
    title: 'Linked platforms',
    lead: 'Link Twitch and YouTube to see their viewers here and bring their chat into your live chat.',
    link: 'Link {{platform}}',
    unlink: 'Unlink',
    linkedAs: '{{name}} · {{count}} followers',
    notLinked: 'Not linked',
    watching: '{{count}} watching now',
    offline: 'Offline',
    multichat: 'Multichat',
    multichatHint:
      'Show your Twitch and YouTube chat in your live chat as read-only messages. Applies to the stream on air.',
    multichatOn: 'Multichat is on.',
    multichatOff: 'Multichat is off.',
    linked: '{{platform}} linked.',
    alreadyLinked: 'Twitch or YouTube account already linked',
    cancelled: 'connection cancelled',
    failed: 'Linking error',
    unavailable: 'Linking platforms is not available on this server.',
  },
}
