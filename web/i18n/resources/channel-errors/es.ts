import type { ChannelErrorTexts } from './en'

export const channelErrorsEs: ChannelErrorTexts = {
  CREATOR_TERMS_REQUIRED: 'Debes aceptar nuestros términos para registrarte como creador.',
  SOCIAL_LINK_INVALID: 'Introduce una URL válida que empiece por la dirección de la red (https).',
  CHANNEL_TABS_INVALID:
    'Cada pestaña del canal debe aparecer una vez, e Inicio siempre queda visible.',
  NOT_A_CREATOR: 'Solo un creador registrado puede hacer esto.',
  CHANNEL_NOT_FOUND: 'Este canal todavía no es público.',
  TIER_NOT_FOUND: 'Este nivel de suscripción no existe.',
  TIER_LIMIT: 'Un canal puede tener como máximo 10 niveles de suscripción.',
  FREE_TIER_PRICED:
    'Un nivel gratuito no tiene precio. Desactiva la venta con monedas antes de hacerlo gratuito.',
  FREE_TIER_ENABLED: 'Desactiva el nivel gratuito antes de activar la venta con monedas.',
  FREE_TIER_WHILE_LIVE_TICKET:
    'Deja de vender la entrada del directo antes de hacer gratuito un nivel.',
  TIER_ICON_INVALID: 'El icono del nivel debe ser una imagen PNG de 64x64.',
  TIER_HAS_SUBSCRIBERS:
    'Este nivel aún tiene suscriptores. Sus suscripciones deben terminar antes de eliminarlo.',
  NOT_FREE_TIER: 'Este nivel no es gratuito. Suscríbete mediante pago.',
  SUBSCRIPTION_CLOSED_LAST_DAY:
    'Las suscripciones están cerradas el último día del mes. Inténtalo de nuevo el día 1.',
  OWN_CHANNEL: 'No puedes suscribirte a tu propio canal.',
  ALREADY_SUBSCRIBED: 'Ya estás suscrito a este canal.',
  DONATION_FAILED: 'Donación fallida',
}
