import type { FuzzRoute } from '../../support/fuzz'

/** Channel-manager mode, invitations, shell notices and creator tags with their real fields. */
export const accountExtrasFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/account/channel-manager/password',
    caller: 'user',
    fields: ['password', 'passwordRepeat', 'currentPassword'],
  },
  {
    method: 'POST',
    path: '/account/channel-manager/mode',
    caller: 'user',
    fields: ['creatorOid', 'password'],
  },
  { method: 'POST', path: '/account/shell-notices/dismiss', caller: 'user', fields: ['notice'] },
  {
    method: 'POST',
    path: '/account/register',
    caller: 'none',
    fields: ['email', 'password', 'passwordRepeat', 'nickname', 'birthDate', 'invitationCode'],
    // A refused sign-up with a code forgets the code it brought, and counts the lookup.
    rejectionMayWrite: ['pending_invitations'],
  },
  { method: 'GET', path: '/account/admin/creator-tags', caller: 'admin', fields: ['userOid'] },
  {
    method: 'POST',
    path: '/account/admin/creator-tags/add',
    caller: 'admin',
    fields: ['userOid', 'tag'],
  },
  {
    method: 'POST',
    path: '/account/admin/creator-tags/remove',
    caller: 'admin',
    fields: ['userOid', 'tag'],
  },
]
