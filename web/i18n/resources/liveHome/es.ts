/** La fila de directos de la portada, analíticas de directos, el tiempo mensual y miniaturas. */
export const liveHomeErrorsEs = {
  LIVE_ALLOWANCE_USED: 'Se agotó el tiempo de emisión de este mes; se renueva el día 1 (UTC).',
  LIVE_THUMBNAIL_TOO_LARGE: 'La miniatura del directo debe ocupar 3MB o menos.',
  LIVE_THUMBNAIL_TYPE: 'Se admiten imágenes jpg, jpeg, png, webp y gif.',
  LIVE_THUMBNAIL_DIMENSIONS: 'Una miniatura mide como máximo 2000×2000 píxeles.',
  LIVE_THUMBNAIL_EMPTY: 'Envía los bytes de la imagen como cuerpo de la solicitud.',
  LIVE_THUMBNAIL_NOT_FOUND: 'Miniatura no encontrada',
}

export const liveHomeEs = {
  liveHome: {
    title: 'En directo',
    all: 'Todo',
    featured: 'Destacado',
    adult: 'Adultos',
    onAir: 'EN VIVO',
    empty: 'Nadie está en directo ahora.',
    emptyTag: 'Nadie está en directo con este hashtag ahora.',
    chips: 'Hashtags en directo',
  },
  liveAnalytics: {
    title: 'Directos',
    streams: 'Directos',
    streamHours: 'Horas emitidas',
    peakViewers: 'Pico de espectadores',
    totalViewers: 'Espectadores totales',
    streamMinutes: 'Minutos emitidos',
    streamTimeChart: 'Tiempo de emisión por día (minutos)',
    viewersChart: 'Espectadores por directo',
  },
  liveAllowance: {
    title: 'Tiempo de emisión de este mes',
    remaining: 'Quedan {{hours}} h {{minutes}} min de {{total}} h.',
    usedUp: 'Se agotó el tiempo de emisión de este mes.',
    resets: 'Se renueva el {{date}} (UTC).',
    upload: 'Subir una imagen',
    uploading: 'Subiendo…',
    uploadHint: 'jpg, png, webp o gif, 3MB o menos, hasta 2000×2000.',
  },
}
