import { sql } from 'kysely'
import { isLanguage, type Language } from '../../engine/i18n/languages'
import type { Role, SessionScope, SessionUser } from '../http'
import { createAccountExtras } from './account-extras-service'
import {
  type AdminListInput,
  creatorDetail,
  creatorsPage,
  newUsers,
  unregisterWaitList,
} from './admin-lists'
import { type MailAudience, mailAudience, sendAdminMail } from './admin-mail'
import { adminUserDetail, searchUsers } from './admin-search'
import { assignChannel, channelManagersPage, channelsOf, removeChannel } from './channel-managers'
import type { AdminMailRequest, JoinedBy } from './contract'
import { findRecipient, listCreators } from './creator-list'
import {
  consumeGuestFreeChat,
  ensureGuest,
  guestStatus,
  refundGuestFreeChat,
  registerGuest,
  setGuestFreeChats,
} from './guests'
import { completeLogin, login, verifyLogin } from './login'
import { changeNickname, nicknames, setGlobalNickname } from './nicknames'
import { finalizePasswordReset, requestPasswordReset } from './password-reset'
import { createPasswordHasher } from './passwords'
import type { AccountsContext, AccountsDeps } from './ports'
import {
  bulkGetUsers,
  certifyAdult,
  clearCustomUrl,
  getUser,
  markAdultVerified,
  revokeAdult,
  setCustomUrl,
  setLanguage,
} from './profile'
import { clearProfileImage, setProfileImage } from './profile-image'
import {
  createPartnerAccount,
  findAccountByEmail,
  hasPassword,
  loginProvenUser,
  markSessionReauthenticated,
  type PartnerSignUp,
  reauthenticatedUntil,
} from './provider-accounts'
import { type PushTarget, pushAudienceCount, pushAudiencePage } from './push-audience'
import { checkNickname, confirmRegistration, register, resendCode } from './registration'
import { addRole, removeRole, setRoles, userHasRole, usersWithRole } from './roles'
import { createSecurityEvents, type SecurityListener } from './security-events'
import { type SeedOptions, seedAccounts } from './seed'
import { resolveSession, revokeAllSessions, revokeScopedSessions, revokeSession } from './sessions'
import { type StepUpProof, verifyStepUp } from './step-up'
import {
  findSuspension,
  liftSuspension,
  type SuspensionReason,
  suspendAccount,
} from './suspensions'
import {
  confirmTwoFactor,
  disableTwoFactor,
  resetTwoFactor,
  setupTwoFactor,
  twoFactorStatus,
} from './two-factor'
import {
  confirmUnregisterNow,
  endUnregister,
  purgeUnregistered,
  requestUnregister,
  unregisterStatus,
} from './unregister'
import { findUserById, selectUser, toPublicUser, toSessionUser } from './users'

/**
 * The accounts service: what routes call and what other areas may use. Other areas call
 * these functions, never the accounts tables.
 */
export function createAccountsService(deps: AccountsDeps) {
  const context: AccountsContext = {
    ...deps,
    passwords: createPasswordHasher(deps.settings.argon2),
    security: createSecurityEvents(deps.logger),
  }
  return {
    context,
    /** Token → signed-in user, or null (unknown, expired or revoked). One indexed query. */
    resolveSession: (token: string) => resolveSession(context, token),
    seed: (options: SeedOptions) => seedAccounts(context, options),

    register: (input: Parameters<typeof register>[1], language: Language) =>
      register(context, input, language),
    async confirmRegistration(email: string, code: string, joinedBy: JoinedBy = 'email') {
      return completeLogin(context, await confirmRegistration(context, email, code, joinedBy))
    },
    resendCode: (email: string) => resendCode(context, email),
    checkNickname: (nickname: string) => checkNickname(context, nickname),
    login: (email: string, password: string, clientIp?: string) =>
      login(context, email, password, clientIp),
    verifyLogin: (loginTicket: string, code: string) => verifyLogin(context, loginTicket, code),
    /** The account holding this e-mail and how it signed up (a sign-in partner's rules). */
    findAccountByEmail: (email: string) => findAccountByEmail(context, email),
    /** A sign-in partner's new account; `alongside` writes in the account's transaction. */
    createPartnerAccount: (
      input: PartnerSignUp,
      alongside: Parameters<typeof createPartnerAccount>[2],
    ) => createPartnerAccount(context, input, alongside),
    /** A login whose first factor a sign-in partner proved: the 2FA step, then a session. */
    loginProvenUser: (userId: string) => loginProvenUser(context, userId),
    hasPassword: (userId: string) => hasPassword(context, userId),
    /** A sign-in partner re-proved the account in this session (stands in for the password). */
    markSessionReauthenticated: (sessionId: string, userId: string) =>
      markSessionReauthenticated(context, sessionId, userId),
    reauthenticatedUntil: (sessionId: string | null) => reauthenticatedUntil(context, sessionId),
    logout: (sessionId: string) => revokeSession(context, sessionId),
    /**
     * A session for a user another credential proved (a live tool key): a login's answer,
     * with the session scoped to what that credential may do.
     */
    loginAs: (userId: string, scope: SessionScope) => completeLogin(context, userId, scope),
    /** Signs out the user's sessions of one scope (their tool key's), not their sign-ins. */
    revokeScopedSessions: (userId: string, scope: SessionScope) =>
      revokeScopedSessions(context, userId, scope),
    /** Hears password resets, two-factor changes and role changes (a tool key's revocation). */
    onSecurityChange: (listener: SecurityListener) => context.security.listen(listener),
    /**
     * A fresh proof for a sensitive change (the payout account): the current password, or a
     * code of the account's authenticator. Refuses with 403 and says which is missing.
     */
    verifyStepUp: (userId: string, proof: StepUpProof) => verifyStepUp(context, userId, proof),

    twoFactorStatus: (userId: string) => twoFactorStatus(context, userId),
    setupTwoFactor: (userId: string) => setupTwoFactor(context, userId),
    confirmTwoFactor: (userId: string, code: string) => confirmTwoFactor(context, userId, code),
    disableTwoFactor: (userId: string, code: string) => disableTwoFactor(context, userId, code),

    requestPasswordReset: (email: string, language: Language) =>
      requestPasswordReset(context, email, language),
    finalizePasswordReset: (token: string, password: string, clientIp?: string) =>
      finalizePasswordReset(context, token, password, clientIp),

    requestUnregister: (
      userId: string,
      survey: string,
      password: string | undefined,
      sessionId: string | null = null,
    ) => requestUnregister(context, userId, survey, password, sessionId),
    unregisterStatus: (userId: string) => unregisterStatus(context, userId),
    endUnregister: (userId: string, state: 'stop' | 'cancel') =>
      endUnregister(context, userId, state),
    /** The scheduled job: deletes accounts whose 14-day wait ended before `now`. */
    purgeUnregistered: (now: Date) => purgeUnregistered(context, now),

    getUser: (viewer: SessionUser | null, query: Parameters<typeof getUser>[2]) =>
      getUser(context, viewer, query),
    bulkGetUsers: (ids: string[], toGrab?: string) => bulkGetUsers(context, ids, toGrab),
    setCustomUrl: (userId: string, customUrl: string) => setCustomUrl(context, userId, customUrl),
    clearCustomUrl: (userId: string) => clearCustomUrl(context, userId),
    certifyAdult: (userId: string, birthDate: string, country: string | null) =>
      certifyAdult(context, userId, birthDate, country),
    revokeAdult: (userId: string) => revokeAdult(context, userId),
    markAdultVerified: (userId: string) => markAdultVerified(context, userId),
    setLanguage: (userId: string, language: Language) => setLanguage(context, userId, language),
    nicknames: (user: SessionUser) => nicknames(context, user),
    setProfileImage: (userOid: string, bytes: Uint8Array) =>
      setProfileImage(context, userOid, bytes),
    clearProfileImage: (userOid: string) => clearProfileImage(context, userOid),
    changeNickname: (user: SessionUser, request: { nickname: string; key: string }) =>
      changeNickname(context, user, request),
    setGlobalNickname: (user: SessionUser, request: { language: Language; nickname: string }) =>
      setGlobalNickname(context, user, request),

    ensureGuest: (existingDeviceId: string | null, clientIp: string) =>
      ensureGuest(context, existingDeviceId, clientIp),
    /** Registers an unseen device id against its address's allowance of new ids. */
    registerGuest: (guestDeviceId: string, clientIp: string) =>
      registerGuest(context, guestDeviceId, clientIp),
    guestStatus: (guestDeviceId: string) => guestStatus(context, guestDeviceId),
    /** Spends one free chat of a guest device atomically; `allowed: false` when none is left. */
    consumeGuestFreeChat: (guestDeviceId: string) => consumeGuestFreeChat(context, guestDeviceId),
    /** Returns a free chat spent on a turn that failed. */
    refundGuestFreeChat: (guestDeviceId: string) => refundGuestFreeChat(context, guestDeviceId),
    setGuestFreeChats: (count: number) => setGuestFreeChats(context, count),

    setRoles: (actor: SessionUser, userOid: string, roles: Role[]) =>
      setRoles(context, actor, userOid, roles),
    /** Users' geo countries (ISO codes, null when unknown), for analytics; never sent to clients. */
    countriesOf: async (userOids: readonly string[]): Promise<Map<string, string | null>> => {
      if (userOids.length === 0) return new Map()
      const rows = await context.db
        .selectFrom('users')
        .select(['id', 'country'])
        .where('id', 'in', [...new Set(userOids)])
        .execute()
      return new Map(rows.map((row) => [row.id, row.country]))
    },
    /** Users' nicknames and e-mail addresses, for admins' lists only; never sent to other users. */
    contactsOf: async (userOids: readonly string[]) => {
      if (userOids.length === 0) return []
      const rows = await context.db
        .selectFrom('users')
        .select(['id', 'nickname', 'email'])
        .where('id', 'in', [...new Set(userOids)])
        .execute()
      return rows.map((row) => ({ oid: row.id, nickname: row.nickname, email: row.email }))
    },
    /**
     * Where the user's own mail goes (notifications they asked for by e-mail): the address
     * and language, or null when there is no such account or it is being unregistered.
     */
    mailRecipient: async (userOid: string) => {
      const row = await context.db
        .selectFrom('users')
        .select(['email', 'language', 'unregister_state'])
        .where('id', '=', userOid)
        .executeTakeFirst()
      if (!row || row.unregister_state) return null
      return { email: row.email, language: isLanguage(row.language) ? row.language : 'en' }
    },
    /** Grants one role atomically (registration as a creator or livestreamer). */
    addRole: (userOid: string, role: Role) => addRole(context, userOid, role),
    /** Takes one role away atomically, leaving the user's others as they are. */
    removeRole: (userOid: string, role: Exclude<Role, 'user'>) =>
      removeRole(context, userOid, role),
    usersWithRole: (role: Role, limit: number) => usersWithRole(context, role, limit),
    /** Role check from the database (admins hold every role). */
    hasRole: (userId: string, role: Role) => userHasRole(context, userId, role),
    /** The user behind an e-mail as handlers see them, for server-side tasks such as seeding. */
    async sessionUserByEmail(email: string) {
      const row = await selectUser(context.db)
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst()
      return row ? toSessionUser(row) : null
    },
    /** Creators a page at a time (GET /account/creatorlist). */
    listCreators: (input: { page: number; count: number }) => listCreators(context.db, input),
    /** A gift's recipient: nickname and age verification, or null. */
    findRecipient: (userId: string) => findRecipient(context.db, userId),
    /** Suspends an account (it can no longer log in); a second call keeps the first reason. */
    suspend: (userId: string, reason: SuspensionReason) => suspendAccount(context, userId, reason),
    /** An admin's suspension: the account is suspended and signed out everywhere at once. */
    suspendAndSignOut: async (userId: string, reason: SuspensionReason) => {
      const suspension = await suspendAccount(context, userId, reason)
      await revokeAllSessions(context, userId)
      return suspension
    },
    liftSuspension: (userId: string) => liftSuspension(context, userId),
    suspension: (userId: string) => findSuspension(context, userId),
    /** Accounts by exact e-mail or nickname prefix, for the admin area. */
    searchUsers: (q: string) => searchUsers(context, q),
    /** One account in full for the admin's user page; null when there is none. */
    adminUserDetail: (userId: string) => adminUserDetail(context, userId),
    /** The admin's lists: sign-ups, accounts waiting for deletion, creators (admin-lists.ts). */
    newUsers: (input: AdminListInput) => newUsers(context, input),
    unregisterWaitList: (input: AdminListInput) => unregisterWaitList(context, input),
    creatorsPage: (viewer: SessionUser, input: AdminListInput) =>
      creatorsPage(context, viewer, input),
    creatorDetail: (viewer: SessionUser, userId: string) => creatorDetail(context, viewer, userId),
    /** An admin ends a deletion's wait now; the purge deletes the account at once. */
    confirmUnregisterNow: (userId: string) => confirmUnregisterNow(context, userId),
    /** An admin's mail: who it reaches, and its next batches (admin-mail.ts). */
    mailAudience: (target: MailAudience) => mailAudience(context, target),
    sendAdminMail: (adminOid: string, input: AdminMailRequest) =>
      sendAdminMail(context, adminOid, input),
    /** Who an admin's push reaches, for the notifications area (push-audience.ts). */
    pushAudience: {
      count: (target: PushTarget) => pushAudienceCount(context, target),
      page: (target: PushTarget, after: string | null, limit: number) =>
        pushAudiencePage(context, target, after, limit),
    },
    /** Channel managers and the creator channels they manage (channel-managers.ts). */
    channelManagers: (input: AdminListInput) => channelManagersPage(context, input),
    managedChannels: async (managerOid: string) =>
      (await channelsOf(context, [managerOid])).get(managerOid) ?? [],
    assignChannel: (input: { managerOid: string; creatorOid: string; adminOid: string }) =>
      assignChannel(context, input),
    removeChannel: (input: { managerOid: string; creatorOid: string }) =>
      removeChannel(context, input),
    /** An admin turns off the two-factor sign-in of a user who lost their authenticator. */
    resetTwoFactor: (userId: string) => resetTwoFactor(context, userId),
    /** Channel-manager mode, invitations, creator tags, shell notices (account-extras-service.ts). */
    extras: createAccountExtras(context),
    /** Public fields of one user, or null. */
    async getUserById(userId: string) {
      const row = await findUserById(context.db, userId)
      return row ? toPublicUser(row) : null
    },
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
