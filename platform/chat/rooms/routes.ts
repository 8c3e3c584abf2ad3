import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { roomHistoryRoutes } from './history-routes'
import { roomLifecycleRoutes } from './lifecycle-routes'
import { roomModelChoiceRoutes } from './model-choice-routes'
import { roomSettingsRoutes } from './settings-routes'

export { messageView, roomView } from './views'

/** Every room route: its life, its message tree, its settings. */
export function roomRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.route('/', roomLifecycleRoutes(runtime))
  app.route('/', roomHistoryRoutes(runtime))
  app.route('/', roomSettingsRoutes(runtime))
  app.route('/', roomModelChoiceRoutes(runtime))
  return app
}
