/** Error texts of emoticons and Discord linking; the upload and Discord ID texts are the spec's, word for word. */
export const emoticonDiscordErrorsEn = {
  EMOTICON_UPLOAD_FAILED: 'Failed to upload emoticon.',
  EMOTICON_NOT_PNG: 'This file is not in a valid PNG format',
  EMOTICON_TYPE_INVALID: 'image type invalid',
  EMOTICON_SIZE_LIMIT: 'image size limit',
  EMOTICON_DIMENSIONS: 'image size limit',
  EMOTICON_NAME_REQUIRED: 'Enter a name for the emoticon.',
  EMOTICON_NOT_FOUND: 'This emoticon does not exist.',
  EMOTICON_TIER_UNKNOWN: 'The tier is not one of this channel’s tiers.',
  EMOTICON_NOT_YOURS: 'Only emoticons uploaded to this channel can be added.',
  DISCORD_INVALID_ID: 'Invalid Discord ID',
  DISCORD_NOT_CONFIGURED: 'Discord linking is not available right now.',
  DISCORD_NOT_LINKED: 'This creator has not linked a Discord server.',
  DISCORD_NOT_SUBSCRIBED: 'Subscribe to this tier to link your Discord account.',
  DISCORD_TIER_UNKNOWN: 'The tier is not one of this channel’s tiers.',
  DISCORD_CHANNEL_MISMATCH: 'This is not the creator’s Discord server.',
}
