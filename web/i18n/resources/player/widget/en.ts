/** The app shell's chat widget, and the recommended files on the home page. */
export const widgetEn = {
  chatWidget: {
    open: 'Open chats',
    openUnread_one: 'Open chats, {{count}} unread message',
    openUnread_other: 'Open chats, {{count}} unread messages',
    close: 'Close chats',
    title: 'Chats',
    allChats: 'All chats',
    openFull: 'Open chat page',
    back: 'Back to chats',
    empty: 'No chats yet. Start one from a creator’s channel or the chat page.',
  },
  recommendedFiles: {
    title: 'Recommended files',
    lead: 'Picked by the Taleloom team from creators’ channels.',
    by: 'by {{nickname}}',
    open: 'Open in the channel',
    download: 'Download',
  },
}
