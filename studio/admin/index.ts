/** The admins' tools in the studio (live: streams and livestreamers, ads, TTS voices). */
export { AdminLive } from './AdminLive'
export { type AdminRoute, matchAdminRoute } from './admin-paths'
