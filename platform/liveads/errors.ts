/** Live ads' refusals (designed texts: the spec names the calls only). */
import { notFound } from '../http'

export const LIVEADS_ERRORS = {
  notFound: () => notFound('The ad was not found.', 'LIVEAD_NOT_FOUND'),
}
