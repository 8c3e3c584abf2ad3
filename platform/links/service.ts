/** The links area's use cases, each a module over the same deps. */
import type { SessionUser } from '../http'
import type { LinkPlatform } from './contract'
import { completeLink, startLink, unlink } from './link'
import { pollMultichat, setMultichat } from './multichat'
import type { LinksDeps } from './ports'
import { listLinks, thumbnail, viewers } from './reads'

export function createLinksService(deps: LinksDeps) {
  return {
    list: (user: SessionUser) => listLinks(deps, user),
    auth: (user: SessionUser, platform: LinkPlatform, returnTo?: string) =>
      startLink(deps, user, platform, returnTo),
    set: (
      platform: LinkPlatform,
      input: { state: string; code?: string; error?: string },
      callbackUrl: URL,
    ) => completeLink(deps, platform, input, callbackUrl),
    remove: (user: SessionUser, platform: LinkPlatform) => unlink(deps, user, platform),
    viewers: (user: SessionUser) => viewers(deps, user),
    thumbnail: (creatorOid: string) => thumbnail(deps, creatorOid),
    setMultichat: (user: SessionUser, multichat: boolean) => setMultichat(deps, user, multichat),
    pollMultichat: () => pollMultichat(deps),
  }
}

export type LinksService = ReturnType<typeof createLinksService>
