/** Textos del directo: los códigos de error del servidor y la página del espectador. */
export const liveErrorsEs = {
  LIVE_NOT_LIVESTREAMER: 'Solo los streamers pueden usar el estudio en directo.',
  LIVE_NOT_FOUND: 'Este creador no hace directos.',
  LIVE_STREAM_NOT_FOUND: 'No se encontró la emisión en directo.',
  LIVE_KEY_INVALID: 'La clave de emisión no es válida.',
  LIVE_NOT_LIVE: 'El directo no está en emisión.',
  LIVE_LOGIN_REQUIRED: 'Es necesario iniciar sesión',
  LIVE_TICKET_NOT_SOLD: 'Este directo no vende entradas ahora.',
  LIVE_TICKETING_UNAVAILABLE: 'Ahora no se pueden comprar entradas aquí.',
  LIVE_TOOL_KEY_INVALID: 'Acceso incorrecto',
  LIVE_TOOL_KEY_NOT_LIVESTREAMER: 'Solo quienes emiten en directo tienen una clave de herramienta.',
  LIVE_TICKET_REQUIRED: 'Se necesita una entrada para ver este directo.',
}

export const liveEs = {
  live: {
    title: 'Directo',
    chat: 'Chat en vivo',
    onAir: 'EN VIVO',
    offline: 'El creador no está conectado.',
    offlineHint: 'Esta página empezará a reproducir cuando comience el directo.',
    viewers_one: '{{count}} espectador',
    viewers_other: '{{count}} espectadores',
    startedAt: 'Empezó {{time}}',
    adult: 'Adultos',
    playerError: 'No se pudo reproducir el directo. Reintentando…',
    notFound: 'Este creador no hace directos.',
    retry: 'Reintentar',
    muted: 'Toca para activar el sonido',
  },
}
