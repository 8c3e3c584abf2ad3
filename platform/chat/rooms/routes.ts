import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { roomFileRoutes } from './file-routes'
import { roomHistoryRoutes } from './history-routes'
import { roomLifecycleRoutes } from './lifecycle-routes'
import { roomListRoutes } from './list-routes'
import { roomModelChoiceRoutes } from './model-choice-routes'
import { roomSettingsRoutes } from './settings-routes'

export { messageView, roomView } from './views'

/** Every room route: its life, the list, its message tree, its settings, its chat file. */
export function roomRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.route('/', roomLifecycleRoutes(runtime))
  app.route('/', roomListRoutes(runtime))
  app.route('/', roomHistoryRoutes(runtime))
  app.route('/', roomSettingsRoutes(runtime))
  app.route('/', roomFileRoutes(runtime))
  app.route('/', roomModelChoiceRoutes(runtime))
  return app
}
