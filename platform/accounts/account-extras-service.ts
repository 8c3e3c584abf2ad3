/**
 * Account details beyond sign-in, as the accounts service's `extras`: channel-manager mode,
 * invitations, creator tags and the app shell's notices (docs/ACCOUNT-DETAILS.md).
 */
import type { ShellNotice } from './account-extras-contract'
import {
  addCreatorTag,
  creatorTags,
  dismissShellNotice,
  removeCreatorTag,
  shellNotices,
} from './creator-tags'
import {
  actingChannel,
  channelManagerStatus,
  currentMode,
  enterChannelManagerMode,
  leaveChannelManagerMode,
  setDevicePassword,
} from './device-password'
import {
  forgetInvitation,
  invitationOf,
  payUnpaidInvitations,
  rememberInvitation,
  settleInvitation,
} from './invitations'
import type { AccountsContext } from './ports'

export interface Caller {
  oid: string
  roles: readonly string[]
}

export function createAccountExtras(context: AccountsContext) {
  return {
    channelManager: {
      status: (user: Caller, sessionId: string | null) =>
        channelManagerStatus(context, user, sessionId),
      setPassword: (user: Caller, input: { password: string; currentPassword: string }) =>
        setDevicePassword(context, user, input),
      enter: (
        user: Caller,
        sessionId: string | null,
        input: { creatorOid: string; password: string },
      ) => enterChannelManagerMode(context, user, sessionId, input),
      leave: (user: Caller, sessionId: string | null) =>
        leaveChannelManagerMode(context, user, sessionId),
      /** The channel a signed-in device manages now, for other areas' checks. */
      mode: (sessionId: string) => currentMode(context, sessionId),
      /** The channel this session may act for (mode on, still assigned), else null. */
      actingChannel: (user: Caller, sessionId: string | null) =>
        actingChannel(context, user, sessionId),
    },
    invitations: {
      of: (userOid: string) => invitationOf(context, userOid),
      remember: (input: Parameters<typeof rememberInvitation>[1]) =>
        rememberInvitation(context, input),
      forget: (email: string) => forgetInvitation(context, email),
      settle: (invitee: { oid: string; email: string }) =>
        settleInvitation(context, invitee, context.invitationBonuses),
      /** The scheduled repair: pays paid sign-ups a crash left unpaid. */
      payUnpaid: async () =>
        context.invitationBonuses ? payUnpaidInvitations(context, context.invitationBonuses) : 0,
    },
    tags: {
      of: (userOid: string) => creatorTags(context, userOid),
      add: (input: { userOid: string; tag: string; adminOid: string }) =>
        addCreatorTag(context, input),
      remove: (input: { userOid: string; tag: string }) => removeCreatorTag(context, input),
    },
    notices: {
      pending: (user: Caller) => shellNotices(context, user),
      dismiss: (userOid: string, notice: ShellNotice) =>
        dismissShellNotice(context, userOid, notice),
    },
  }
}
