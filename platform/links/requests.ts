/** The links area's request schemas. */
import { z } from 'zod'
import { LINK_PLATFORMS } from './contract'

/** A return path on this site only: one leading slash, no scheme, no `//` (no open redirect). */
export const RETURN_PATH = /^\/(?![/\\])[A-Za-z0-9/_-]{0,200}$/

export const platformParam = z.enum(LINK_PLATFORMS)
export const authQuery = z.object({ returnTo: z.string().regex(RETURN_PATH).optional() })
export const setQuery = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  scope: z.string().max(2000).optional(),
})
export const creatorQuery = z.object({ creatorOid: z.string().regex(/^[a-f0-9]{24}$/) })
export const multichatRequest = z.object({ multichat: z.boolean() })
