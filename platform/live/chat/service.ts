/**
 * The live chat service: chat tokens, storing and masking messages, the 5-strikes rule,
 * managers, bans and the anonymous chat setting. Frames leave through `publish`, which the
 * hub fans out to every instance (LISTEN/NOTIFY); nothing here knows about sockets. Each use
 * case is a module over the same context (context.ts).
 */
import { createBans } from './bans'
import { createCohostLines } from './cohost-lines'
import { createChatContext, type LivechatDeps } from './context'
import { createChatEvents } from './events'
import { createMessages } from './messages'
import { createModeration } from './moderation'
import { createNotices } from './notices'
import { createProfiles } from './profiles'
import { createSessions } from './sessions'

export type { HeardLine, LivechatDeps, Publish } from './context'

export function createLivechatService(deps: LivechatDeps) {
  const context = createChatContext(deps)
  const profiles = createProfiles(context)
  const messages = createMessages(context, profiles)
  const notices = createNotices(context)
  return {
    /** The creator's stream on air, or null. */
    currentStream: (creatorOid: string) => deps.live.currentStream(creatorOid),
    /** The hub hands its fan-out here once it is listening. */
    setPublisher: context.setPublisher,
    ...createSessions(context, profiles, messages),
    ...messages,
    ...createChatEvents(context, notices),
    ...createModeration(context, notices),
    ...createBans(context, notices),
    deleteMessage: notices.deleteMessage,
    ...createCohostLines(context),
    /** Multichat: a linked platform's message as a read-only line, written once per key. */
    relay: (
      creatorOid: string,
      message: { source: 'twitch' | 'youtube'; author: string; content: string },
      key: string,
    ) => notices.announce(creatorOid, creatorOid, { type: 'relay', ...message }, key),
  }
}

export type LivechatService = ReturnType<typeof createLivechatService>
