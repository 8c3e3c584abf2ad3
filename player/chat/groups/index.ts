export { GroupPanel } from './GroupPanel'
export { useGroupDriver } from './group-driver'
export { groupTurnOpener, useGroup } from './group-store'
