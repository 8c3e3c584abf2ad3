import type { AdminPageComponent } from '../page-component'
import type { LIVE_PAGES } from './paths'

export const livePages: Record<(typeof LIVE_PAGES)[number], AdminPageComponent> = {}
