/**
 * Shared real-time infrastructure (not an area): the fan-out bus across server instances
 * (LISTEN/NOTIFY or Redis) and the sockets' outboxes, used by live chat and direct chat.
 */
export {
  type Bus,
  type BusChannel,
  type BusKind,
  decodeEnvelope,
  type Envelope,
  encodeEnvelope,
  openBus,
} from './bus'
export { createPgNotifyBus } from './bus-pg-notify'
export { createRedisBus, redactRedisUrl } from './bus-redis'
export { attachUpgrade, createFanout, type FanoutConnection, type Outgoing } from './fanout'
export { readClaims, signClaims } from './token'
