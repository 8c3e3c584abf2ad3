/** Live chat texts: the server's live chat codes (platform/livechat) and the chat panel. */
export const livechatErrorsEn = {
  LIVECHAT_LOGIN_REQUIRED: 'Login is required',
  LIVECHAT_NOT_MODERATOR: 'Only the creator and their managers can moderate this chat.',
  LIVECHAT_NOT_OWNER: 'Only the creator can change this chat setting.',
  LIVECHAT_NOT_FOUND: 'This creator does not stream live.',
  LIVECHAT_USER_NOT_FOUND: 'The user was not found.',
  LIVECHAT_EMPTY: 'Write a message first.',
  LIVECHAT_RESTRICTED: 'chat restricted 30 minutes for banned-word abuse',
  LIVECHAT_BANNED: 'You cannot chat here right now.',
  LIVECHAT_CANNOT_BAN: 'The creator and admins cannot be banned from the chat.',
  LIVECHAT_SERVER_ERROR: 'Unknown server error',
}

export const livechatEn = {
  livechat: {
    title: 'Live chat',
    placeholder: 'Send a message',
    send: 'Send',
    loginToChat: 'Log in to chat',
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    hideName: 'Hide my name',
    anonymous: 'Anonymous',
    creator: 'Creator',
    manager: 'Manager',
    admin: 'Admin',
    kicked: 'You were removed from this chat.',
    blocked: 'You are blocked from this chat.',
    closed: 'The chat is closed.',
    empty: 'No messages yet. Say hello!',
    emoticons: 'Emoticons',
    insertEmoticon: 'Insert :{{name}}:',
  },
}
