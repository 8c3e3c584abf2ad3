/**
 * The co-host's use cases: settings (the creator's), mute (the creator and managers), the
 * budget read, and the turns' claim, settlement and sweep (turns.ts).
 */
import type { SessionUser } from '../../http'
import type { CohostSettings } from './contract'
import { COHOST_ERRORS } from './errors'
import type { CohostDeps } from './ports'
import { createCohostSettings } from './settings'
import { createCohostTurns } from './turns'

const isAdmin = (user: SessionUser) => user.roles.includes('admin')

export function createCohostService(deps: CohostDeps) {
  const settings = createCohostSettings(deps)
  const turns = createCohostTurns(deps)

  const requireOwner = (user: SessionUser, creatorOid: string) => {
    if (user.oid !== creatorOid && !isAdmin(user)) throw COHOST_ERRORS.notModerator()
  }
  const requireModerator = async (user: SessionUser, creatorOid: string) => {
    if (!(await deps.isModerator(user, creatorOid))) throw COHOST_ERRORS.notModerator()
  }

  return {
    turns,
    /** The settings hold the creator's story choice: only the creator (or an admin) reads them. */
    async read(user: SessionUser, creatorOid: string) {
      requireOwner(user, creatorOid)
      return settings.read(creatorOid)
    },
    async save(user: SessionUser, input: Omit<CohostSettings, 'muted'>) {
      requireOwner(user, input.creatorOid)
      return settings.save(input)
    },
    async mute(user: SessionUser, creatorOid: string, muted: boolean) {
      await requireModerator(user, creatorOid)
      return settings.setMuted(creatorOid, muted)
    },
    async budget(user: SessionUser, creatorOid: string) {
      await requireModerator(user, creatorOid)
      return turns.budget(creatorOid)
    },
    /** For the chat's side: the settings without a user check (never sent to viewers). */
    settingsOf: settings.read,
  }
}

export type CohostService = ReturnType<typeof createCohostService>
