/**
 * The composition root: the server's infrastructure, every platform area wired to its
 * neighbours through their ports, the background jobs and the ordered mount list.
 */
export { createServerContext, VERSION } from './create'
export type { ContextOverrides, ServerContext } from './server-context'
