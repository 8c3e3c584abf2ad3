import type { ComponentType } from 'react'

/** An admin page's body; a sub-page gets the path segment after its name as `param`. */
export type AdminPageComponent = ComponentType<{ param?: string }>
