import type { MiddlewareHandler } from 'hono'
import { negotiateLanguage, parseAcceptLanguage } from '../../engine/i18n'
import type { AppEnv } from '../../platform/http'

/** The spec's language order, minus the path prefix which API paths do not carry. */
export function language(): MiddlewareHandler<AppEnv> {
  return function negotiatedLanguage(c, next) {
    const common = c.get('common')
    c.set(
      'lang',
      negotiateLanguage({
        langParameter: common.lang,
        storedLanguage: c.get('auth').user?.language,
        country: common.country,
        browserLanguages: parseAcceptLanguage(c.req.header('accept-language')),
      }),
    )
    return next()
  }
}
