/** Directos programados y repeticiones: códigos de error del servidor y la pestaña Repeticiones. */
export const livereplaysErrorsEs = {
  LIVE_SCHEDULE_NOT_FOUND: 'No se encontró el directo programado.',
  LIVE_SCHEDULE_DATE_PAST: 'Elige una fecha futura para el directo programado.',
  LIVE_SCHEDULE_DATE_TOO_FAR: 'Un directo se puede programar como máximo con un año de antelación.',
  LIVE_SCHEDULE_LIMIT: 'Un creador puede tener como máximo 20 directos programados.',
  LIVE_REPLAY_NOT_FOUND: 'No se encontró la repetición.',
  LIVE_REPLAY_NOT_READY: 'La repetición todavía se está codificando.',
  LIVE_REPLAY_FAILED: 'No se pudo codificar esta repetición.',
  LIVE_REPLAY_PUBLISHED: 'Esta repetición ya está publicada como contenido.',
  LIVE_REPLAY_SOURCE_REQUIRED: 'Elige una repetición o un contenido para subir.',
  LIVE_REPLAY_THUMBNAIL_REQUIRED: 'Elige una miniatura para la repetición.',
  LIVE_REPLAY_CONTENT_NOT_FOUND: 'Contenido no encontrado',
  LIVE_REPLAY_UNAVAILABLE: 'Aquí no se pueden publicar repeticiones como contenido.',
}

export const livereplaysEs = {
  livereplays: {
    title: 'Repeticiones',
    empty:
      'Todavía no hay repeticiones. Aquí aparecen los directos que el creador publica como repetición.',
    uploads: 'Subidos por el creador',
    endedAt: 'Directo del {{date}}',
    watch: 'Ver',
    schedulesTitle: 'Próximos directos',
  },
}
