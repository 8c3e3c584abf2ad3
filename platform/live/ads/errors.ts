/** Live ads' refusals (designed texts: the spec names the calls only). */
import { badRequest, notFound } from '../../http'

export const LIVEADS_ERRORS = {
  notFound: () => notFound('The ad was not found.', 'LIVEAD_NOT_FOUND'),
  mediaHost: () =>
    badRequest('LIVEAD_MEDIA_HOST', "The ad video's host is not one of this site's ad servers."),
}
