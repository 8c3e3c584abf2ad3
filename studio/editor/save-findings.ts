import type { ValidationError } from '../../engine/validate'
import { ApiError } from '../../web/api'

/**
 * A canvas save the server refused for an image address (`MEDIA_URL_NOT_ALLOWED`), as
 * findings on the nodes at fault, so the writer sees it where the address is. Each detail
 * names its node, or only its path (`nodes[3].data.url`), read against the saved nodes.
 */
export function saveRefusalFindings(
  error: unknown,
  savedNodes: readonly { id: string }[],
): ValidationError[] {
  if (!ApiError.isInstance(error) || error.code !== 'MEDIA_URL_NOT_ALLOWED') return []
  if (!Array.isArray(error.details)) return []
  return error.details.flatMap((detail: Record<string, unknown>) => {
    const path = typeof detail.path === 'string' ? detail.path : ''
    const at = /^nodes\[(\d+)\]\.data\.(.+)$/.exec(path)
    const nodeId =
      typeof detail.nodeId === 'string' ? detail.nodeId : savedNodes[Number(at?.[1])]?.id
    if (!nodeId) return []
    return [
      {
        nodeId,
        field: typeof detail.field === 'string' ? detail.field : at?.[2],
        key: typeof detail.key === 'string' ? detail.key : 'IMAGE_URL_NOT_ALLOWED',
        message: typeof detail.message === 'string' ? detail.message : error.message,
        severity: 'error' as const,
      },
    ]
  })
}

/** `current` with `findings` added, each once (the live validation may have found it too). */
export function withSaveFindings(
  current: readonly ValidationError[],
  findings: readonly ValidationError[],
): ValidationError[] {
  const same = (a: ValidationError, b: ValidationError) =>
    a.key === b.key && a.nodeId === b.nodeId && a.field === b.field
  return [...current, ...findings.filter((finding) => !current.some((seen) => same(seen, finding)))]
}
