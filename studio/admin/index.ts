/** The admin area in the studio: its menu by group, the live tools, prompts and the audit log. */
export { AdminArea } from './AdminArea'
export { type AdminRoute, matchAdminRoute } from './admin-paths'
