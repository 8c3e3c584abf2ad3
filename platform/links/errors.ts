/** The links area's refusals (spec texts from contract.ts). */
import { badRequest, conflict, forbidden, notFound } from '../http'
import { LINKING_ERROR_TEXT } from './contract'

export const LINK_ERRORS = {
  /** This server offers no link to that platform (its button is hidden): nothing to find. */
  notConfigured: () => notFound(LINKING_ERROR_TEXT, 'PLATFORM_NOT_CONFIGURED'),
  notLinked: () => badRequest('PLATFORM_NOT_LINKED', LINKING_ERROR_TEXT),
  creatorsOnly: () =>
    forbidden('Only creators can link a streaming platform.', 'PLATFORM_CREATORS_ONLY'),
  offAir: () => conflict('MULTICHAT_OFF_AIR', 'Multichat needs a stream on air.'),
}
