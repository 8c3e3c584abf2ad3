import type { CohostSettings } from '../../../../platform/live/cohost/contract'
import type { OwnerContent } from '../../../../platform/stories'
import { api } from '../../../../web/session'

/** How many pages of the creator's stories the picker reads (20 a page). */
const STORY_PAGES_MAX = 10

/** The Co-host tab's calls (docs/live/COHOST.md), under `/api`. */
export const cohostApi = {
  settings: (creatorOid: string) => api.get('/live/cohost', { creatorOid }),
  save: (settings: Omit<CohostSettings, 'muted'>) => api.post('/live/cohost', { ...settings }),
  mute: (creatorOid: string, muted: boolean) =>
    api.post('/live/cohost/mute', { creatorOid, muted }),
  budget: (creatorOid: string) => api.get('/live/cohost/budget', { creatorOid }),
  /** The donations' voices: the co-host speaks with one of them. */
  voices: (creatorOid: string) => api.get('/live/tts/voices', { creatorOid }),
  /** The caller's own stories, every page (the picker keeps the published ones). */
  myStories: async () => {
    const stories: OwnerContent[] = []
    for (let page = 0; page < STORY_PAGES_MAX; page += 1) {
      const answer = await api.get('/story-chat/chat-contents', { mine: 'true', page })
      // `mine` answers the owner's page (the union's other side is the public catalogue).
      if (!('contents' in answer)) break
      stories.push(...answer.contents)
      if (!answer.hasMore) break
    }
    return stories
  },
  /** The story's canvas as its writer keeps it: its character nodes name the cast. */
  canvas: (contentOid: string) => api.get('/story-chat/chat-canvas', { contentOid }),
}
