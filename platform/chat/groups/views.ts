import type { CompiledStory } from '../../../engine/compiled'
import type { GroupView } from './contract'
import { memberViews } from './members'
import type { StoredGroup } from './store'

export function groupView(compiled: CompiledStory, group: StoredGroup): GroupView {
  return {
    roomOid: group.room_oid,
    name: group.name,
    strategy: group.strategy,
    allowSelfResponses: group.allow_self_responses,
    autoMode: group.auto_mode,
    autoCap: group.auto_cap,
    autoSteps: group.auto_steps,
    members: memberViews(compiled, group.members),
    queue: group.queue,
  }
}
