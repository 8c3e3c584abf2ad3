import { Hono } from 'hono'
import { type AppEnv, readBody, readQuery, requireUser } from '../../http'
import { invitationSignUp } from '../account-extras-contract'
import {
  loginRequest,
  nicknameCheckQuery,
  passwordResetFinalizeRequest,
  passwordResetRequest,
  registerConfirmRequest,
  registerRequest,
  registerResendRequest,
  twoFactorCodeRequest,
  verifyLoginRequest,
} from '../contract'
import type { AccountsService } from '../service'
import { ACCOUNT_LOOKUPS_DEFAULT, createAccountRateLimits } from './limits'

/** Sign-up, login, logout, two-factor and password reset. */
export function signInRoutes(service: AccountsService): Hono<AppEnv> {
  const { settings, clock } = service.context
  const lookups = settings.accountLookups ?? {
    perIp: ACCOUNT_LOOKUPS_DEFAULT.perIp,
    windowMs: ACCOUNT_LOOKUPS_DEFAULT.windowMinutes * 60 * 1000,
  }
  const limits = createAccountRateLimits(lookups, clock)
  const routes = new Hono<AppEnv>()

  routes.post(
    '/register',
    limits.accountLookupsPerIp,
    limits.codePerIp,
    limits.codePerAddress,
    async (c) => {
      const input = readBody(c, registerRequest)
      const { invitationCode } = readBody(c, invitationSignUp)
      // An unknown code refuses the sign-up before its mail; no code forgets an earlier one.
      if (invitationCode)
        await service.extras.invitations.remember({
          email: input.email,
          code: invitationCode,
          deviceId: c.get('auth').guestDeviceId,
          clientIp: c.get('common').ip ?? null,
        })
      else await service.extras.invitations.forget(input.email)
      try {
        return c.json(await service.register(input, c.get('lang')))
      } catch (error) {
        if (invitationCode) await service.extras.invitations.forget(input.email)
        throw error
      }
    },
  )
  routes.post('/register/confirm', limits.verifyPerIp('/register/confirm'), async (c) => {
    const { email, code } = readBody(c, registerConfirmRequest)
    // A browser that carries a guest device id signs up from a guest's visit.
    const joinedBy = c.get('auth').guestDeviceId ? 'guest' : 'email'
    const answer = await service.confirmRegistration(email, code, joinedBy)
    const invitation = await service.extras.invitations.settle({ oid: answer.oid, email })
    return c.json(invitation ? { ...answer, invitation } : answer)
  })
  routes.post('/register/resend', limits.codePerIp, limits.codePerAddress, async (c) => {
    const { email } = readBody(c, registerResendRequest)
    return c.json(await service.resendCode(email))
  })
  routes.get('/nickname/check', limits.accountLookupsPerIp, async (c) => {
    const { nickname } = readQuery(c, nicknameCheckQuery)
    return c.json(await service.checkNickname(nickname))
  })

  routes.post('/login', limits.loginPerIp, limits.loginPerAddress, async (c) => {
    const { email, password } = readBody(c, loginRequest)
    try {
      return c.json(await service.login(email, password, c.get('common').ip))
    } catch (error) {
      const retryAfter = (error as { details?: { retryAfterSeconds?: number } }).details
      if (retryAfter?.retryAfterSeconds)
        c.header('Retry-After', String(retryAfter.retryAfterSeconds))
      throw error
    }
  })
  routes.post('/2fa/verify-login', limits.verifyPerIp('/2fa/verify-login'), async (c) => {
    const { loginTicket, code } = readBody(c, verifyLoginRequest)
    return c.json(await service.verifyLogin(loginTicket, code))
  })
  routes.post('/logout', async (c) => {
    requireUser(c)
    const sessionId = c.get('auth').sessionId
    if (sessionId) await service.logout(sessionId)
    return c.json({ ok: true as const })
  })

  routes.get('/2fa/status', async (c) => {
    const user = requireUser(c)
    return c.json(await service.twoFactorStatus(user.oid))
  })
  routes.post('/2fa/setup', async (c) => {
    const user = requireUser(c)
    return c.json(await service.setupTwoFactor(user.oid))
  })
  routes.post('/2fa/confirm', limits.verifyPerIp('/2fa/confirm'), async (c) => {
    const user = requireUser(c)
    const { code } = readBody(c, twoFactorCodeRequest)
    return c.json(await service.confirmTwoFactor(user.oid, code))
  })
  routes.post('/2fa/disable', limits.verifyPerIp('/2fa/disable'), async (c) => {
    const user = requireUser(c)
    const { code } = readBody(c, twoFactorCodeRequest)
    return c.json(await service.disableTwoFactor(user.oid, code))
  })

  routes.post('/changepw/request', limits.codePerIp, limits.codePerAddress, async (c) => {
    const { email } = readBody(c, passwordResetRequest)
    return c.json(await service.requestPasswordReset(email, c.get('lang')))
  })
  routes.post('/changepw/finalize', limits.verifyPerIp('/changepw/finalize'), async (c) => {
    const { token, password } = readBody(c, passwordResetFinalizeRequest)
    return c.json(await service.finalizePasswordReset(token, password, c.get('common').ip))
  })
  return routes
}
