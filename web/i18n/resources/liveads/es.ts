/** Live ads texts in Spanish (see en.ts). */
export const liveadsErrorsEs = {
  LIVEAD_NOT_FOUND: 'No se encontró el anuncio.',
  LIVEAD_MEDIA_HOST:
    'El servidor del vídeo del anuncio no es uno de los servidores de anuncios de este sitio.',
  STREAMS_NOT_STREAMER: 'Este creador no hace directos.',
  STREAMS_USER_NOT_FOUND: 'Usuario no encontrado',
  STREAMS_STREAM_NOT_FOUND: 'No se encontró el directo.',
  STREAMS_NO_STUDIO: 'El estudio de directos del creador aún no tiene ajustes.',
  STREAMS_ALREADY_LIVE: 'El directo ya está en emisión.',
  STREAMS_NOT_LIVE: 'El directo no está en emisión.',
  STREAMS_WHITELIST_INVALID: 'No se pudo leer la lista blanca.',
}

export const liveadsEs = {
  liveAds: {
    label: 'Anuncio',
    skip: 'Saltar anuncio',
    skipIn: 'Saltar en {{seconds}}',
    learnMore: 'Más información',
  },
}
