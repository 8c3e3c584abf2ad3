import type { Context } from 'hono'
import { isObjectId } from '../db'
import { type AppEnv, AppError } from '../http'
import { CHAT_MESSAGES, roomNotFound } from './errors'
import type { Actor } from './runtime'

/** A user, else a guest by device id; neither is the spec's 'Login required'. */
export function actorOf(c: Context<AppEnv>): Actor {
  const { user, guestDeviceId } = c.get('auth')
  if (user) return { user, guestDeviceId }
  if (guestDeviceId) return { user: null, guestDeviceId }
  throw new AppError({ status: 401, code: 'LOGIN_REQUIRED', message: CHAT_MESSAGES.loginRequired })
}

/** A signed-in player only (file imports and cards are kept on an account): a guest is 'Login required'. */
export function signedInActorOf(c: Context<AppEnv>): Actor & { user: NonNullable<Actor['user']> } {
  const actor = actorOf(c)
  if (!actor.user)
    throw new AppError({
      status: 401,
      code: 'LOGIN_REQUIRED',
      message: CHAT_MESSAGES.loginRequired,
    })
  return { ...actor, user: actor.user }
}

/** The `:id` path parameter as a room id; a malformed one is a 404 like an unknown one. */
export function roomId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? ''
  if (!isObjectId(id)) throw roomNotFound()
  return id
}
