/** A creator's message settings (spec §3): read by anyone, saved by the creator alone. */
import type { SessionUser } from '../http'
import { nicknames } from './admin-reads'
import { type DirectChatContext, settingsView } from './context'
import type { ChatSettings, ChatSettingsInput } from './contract'
import { DIRECT_CHAT_ERRORS as ERRORS } from './errors'

export const defaultSettings = (userOid: string): ChatSettings => ({
  userOid,
  whoMayMessage: 'anyone',
  coinsPerMessage: 0,
  tierHashes: [],
  imageReception: 'anyone',
  autoMessage: '',
  updatedAt: null,
})

const paying = (settings: ChatSettingsInput) =>
  settings.whoMayMessage === 'coinPayers' || settings.whoMayMessage === 'either'
const bySubscription = (settings: ChatSettingsInput) =>
  settings.whoMayMessage === 'subscribers' || settings.whoMayMessage === 'either'

/** Spec §2: the settings screen needs a creator; anyone else is answered as not found. */
const isCreator = (user: SessionUser) =>
  user.roles.includes('creator') || user.roles.includes('admin')

export function createSettings(context: DirectChatContext) {
  const { db, clock, deps } = context

  /** A price only where messages are paid, tiers only where subscribers may write. */
  async function normalise(userOid: string, input: ChatSettingsInput): Promise<ChatSettingsInput> {
    const tierHashes = bySubscription(input) ? [...new Set(input.tierHashes)] : []
    if (bySubscription(input) && tierHashes.length === 0) throw ERRORS.tierRequired()
    if (tierHashes.length > 0) {
      const own = new Set(await deps.channels.tierHashes(userOid))
      if (tierHashes.some((hash) => !own.has(hash))) throw ERRORS.unknownTier()
    }
    if (paying(input) && input.coinsPerMessage < 1) throw ERRORS.coinsRequired()
    return { ...input, tierHashes, coinsPerMessage: paying(input) ? input.coinsPerMessage : 0 }
  }

  return {
    async settingsOf(userOid: string): Promise<ChatSettings> {
      return (await context.storedSettings(userOid)) ?? defaultSettings(userOid)
    },

    async saveSettings(user: SessionUser, input: ChatSettingsInput): Promise<ChatSettings> {
      if (!isCreator(user)) throw ERRORS.notCreator()
      const settings = await normalise(user.oid, input)
      const values = {
        who_may_message: settings.whoMayMessage,
        coins_per_message: settings.coinsPerMessage,
        tier_hashes: JSON.stringify(settings.tierHashes),
        image_reception: settings.imageReception,
        auto_message: settings.autoMessage,
        updated_at: clock.now(),
      }
      const row = await db
        .insertInto('direct_chat_settings')
        .values({ user_oid: user.oid, ...values })
        .onConflict((oc) => oc.column('user_oid').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow()
      return settingsView(row)
    },

    /** Admins: every saved setting, most recently changed first. */
    async adminSettings(input: { page: number; pageViewSize: number }) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('direct_chat_settings')
          .selectAll()
          .orderBy('updated_at', 'desc')
          .orderBy('user_oid', 'desc')
          .limit(input.pageViewSize)
          .offset((input.page - 1) * input.pageViewSize)
          .execute(),
        db
          .selectFrom('direct_chat_settings')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ])
      const names = await nicknames(
        context,
        rows.map((row) => row.user_oid),
      )
      return {
        settings: rows.map((row) => ({
          ...settingsView(row),
          nickname: names.get(row.user_oid) ?? null,
        })),
        ...input,
        total: Number(total.count),
      }
    },
  }
}
