/** A validation finding, as data the studio paints on a node or a metadata field. */
export interface ValidationError {
  /** The node at fault, if one is. */
  nodeId?: string
  /** The edge at fault, if one is. */
  edgeId?: string
  /** Dotted path of the field (in node `data` or in metadata). */
  field?: string
  /** Stable SCREAMING_SNAKE identifier (for i18n and tests). */
  key: string
  /** English message; the spec's wording where the spec has one. */
  message: string
  /** Errors block compiling; warnings do not. */
  severity: 'error' | 'warning'
}

export type ValidationLocation = Pick<ValidationError, 'nodeId' | 'edgeId' | 'field'>

export function error(
  key: string,
  message: string,
  location: ValidationLocation = {},
): ValidationError {
  return { ...location, key, message, severity: 'error' }
}

export function warning(
  key: string,
  message: string,
  location: ValidationLocation = {},
): ValidationError {
  return { ...location, key, message, severity: 'warning' }
}

export function hasErrors(errors: readonly ValidationError[]): boolean {
  return errors.some((entry) => entry.severity === 'error')
}
