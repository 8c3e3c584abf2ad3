/**
 * The account's names: the unique nickname, changed for 500 coins (one `change_nick` ledger
 * transaction that writes the new name inside it, so coins never go without the change nor
 * the change without coins), and display nicknames per language, free, which may not copy
 * another account's unique nickname.
 */
import { sql, type Transaction } from 'kysely'
import { isLanguage, type Language } from '../../engine/i18n/languages'
import type { DB } from '../db'
import type { SessionUser } from '../http'
import {
  NICKNAME_CHANGE_COINS,
  type NicknameChangeResponse,
  type NicknamesResponse,
} from './contract'
import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'
import { violatedUniqueIndex } from './unique-violation'

/** A creator's nickname is fixed once set (spec: "not changeable once set"). */
export function mayChangeNickname(roles: readonly string[]): boolean {
  return !roles.includes('creator')
}

export async function nicknames(
  context: AccountsContext,
  user: SessionUser,
): Promise<NicknamesResponse> {
  const row = await context.db
    .selectFrom('users')
    .select('nickname')
    .where('id', '=', user.oid)
    .executeTakeFirst()
  if (!row) throw ACCOUNT_ERRORS.userNotFound()
  const rows = await context.db
    .selectFrom('global_nicknames')
    .select(['language', 'nickname'])
    .where('user_id', '=', user.oid)
    .execute()
  const globalNicknames: Partial<Record<Language, string>> = {}
  for (const entry of rows)
    if (isLanguage(entry.language)) globalNicknames[entry.language] = entry.nickname
  return {
    nickname: row.nickname,
    globalNicknames,
    changeCoins: NICKNAME_CHANGE_COINS,
    changeable: mayChangeNickname(user.roles),
  }
}

/**
 * Charges 500 coins and renames the account in one transaction. The same key answers the
 * first change (no second charge); a name taken meanwhile rolls the charge back.
 */
export async function changeNickname(
  context: AccountsContext,
  user: SessionUser,
  request: { nickname: string; key: string },
): Promise<NicknameChangeResponse> {
  if (!mayChangeNickname(user.roles)) throw ACCOUNT_ERRORS.creatorNicknameFixed()
  const charges = context.nicknameCharges
  if (!charges) throw ACCOUNT_ERRORS.nicknameChargeUnavailable()
  const wanted = request.nickname
  try {
    const charged = await charges.charge({
      key: `nickname:${user.oid}:${request.key}`,
      userOid: user.oid,
      coins: NICKNAME_CHANGE_COINS,
      metadata: { nickname: wanted },
      alongside: (trx, transactionId) => rename(context, trx, user.oid, wanted, transactionId),
    })
    const record = await changeRecord(context, charged.transactionId)
    return {
      nickname: record?.new_nickname ?? wanted,
      coins: NICKNAME_CHANGE_COINS,
      transactionId: charged.transactionId,
      replayed: charged.replayed,
    }
  } catch (error) {
    if (violatedUniqueIndex(error) === 'users_nickname_key') throw ACCOUNT_ERRORS.nicknameTaken()
    if (error instanceof SameNickname) throw ACCOUNT_ERRORS.nicknameUnchanged()
    throw error
  }
}

/** Thrown inside the ledger's transaction to roll the charge back: nothing would change. */
class SameNickname extends Error {}

/** Inside the ledger's transaction: the row lock orders two changes of one account. */
async function rename(
  context: AccountsContext,
  trx: Transaction<DB>,
  userOid: string,
  wanted: string,
  transactionId: string,
): Promise<void> {
  const row = await trx
    .selectFrom('users')
    .select('nickname')
    .where('id', '=', userOid)
    .forUpdate()
    .executeTakeFirstOrThrow()
  if (row.nickname === wanted) throw new SameNickname()
  const now = context.clock.now()
  await trx
    .updateTable('users')
    .set({ nickname: wanted, updated_at: now })
    .where('id', '=', userOid)
    .execute()
  await trx
    .insertInto('nickname_changes')
    .values({
      transaction_id: transactionId,
      user_id: userOid,
      old_nickname: row.nickname,
      new_nickname: wanted,
      coins: NICKNAME_CHANGE_COINS,
      changed_at: now,
    })
    .execute()
}

function changeRecord(context: AccountsContext, transactionId: string) {
  return context.db
    .selectFrom('nickname_changes')
    .select('new_nickname')
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst()
}

/** Sets (or with '' removes) the display nickname for one language. */
export async function setGlobalNickname(
  context: AccountsContext,
  user: SessionUser,
  request: { language: Language; nickname: string },
): Promise<NicknamesResponse> {
  const { language, nickname } = request
  if (nickname === '') {
    await context.db
      .deleteFrom('global_nicknames')
      .where('user_id', '=', user.oid)
      .where('language', '=', language)
      .execute()
    return nicknames(context, user)
  }
  const owner = await context.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(nickname)`, '=', nickname.toLowerCase())
    .executeTakeFirst()
  if (owner && owner.id !== user.oid) throw ACCOUNT_ERRORS.globalNicknameTaken()
  const now = context.clock.now()
  await context.db
    .insertInto('global_nicknames')
    .values({ user_id: user.oid, language, nickname, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'language']).doUpdateSet({ nickname, updated_at: now }),
    )
    .execute()
  return nicknames(context, user)
}
