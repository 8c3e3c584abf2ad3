/** The analytics area's typed errors. */
import { AppError } from '../http'
import { MAX_PROPERTIES_BYTES, MAX_PROPERTY_KEYS } from './rules'

export const propertiesTooLarge = (why: 'keys' | 'bytes') =>
  new AppError({
    status: 413,
    code: 'ANALYTICS_PROPERTIES_TOO_LARGE',
    message:
      why === 'keys'
        ? `Event properties have at most ${MAX_PROPERTY_KEYS} keys`
        : `Event properties are at most ${MAX_PROPERTIES_BYTES} bytes as JSON`,
  })
