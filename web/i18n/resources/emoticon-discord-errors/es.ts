import type { emoticonDiscordErrorsEn } from './en'

export const emoticonDiscordErrorsEs: Record<keyof typeof emoticonDiscordErrorsEn, string> = {
  EMOTICON_UPLOAD_FAILED: 'No se pudo subir el emoticono.',
  EMOTICON_NOT_PNG: 'Este archivo no tiene un formato PNG válido',
  EMOTICON_TYPE_INVALID: 'Tipo de imagen no válido',
  EMOTICON_SIZE_LIMIT: 'Límite de tamaño de imagen (50 KB como máximo)',
  EMOTICON_DIMENSIONS: 'Límite de tamaño de imagen: debe medir 56x56 píxeles',
  EMOTICON_NAME_REQUIRED: 'Escribe un nombre para el emoticono.',
  EMOTICON_NOT_FOUND: 'Este emoticono no existe.',
  EMOTICON_TIER_UNKNOWN: 'El nivel no pertenece a este canal.',
  EMOTICON_NOT_YOURS: 'Solo se pueden añadir emoticonos subidos a este canal.',
  DISCORD_INVALID_ID: 'ID de Discord no válido',
  DISCORD_NOT_CONFIGURED: 'La vinculación con Discord no está disponible ahora.',
  DISCORD_NOT_LINKED: 'Este creador no ha vinculado un servidor de Discord.',
  DISCORD_NOT_SUBSCRIBED: 'Suscríbete a este nivel para vincular tu cuenta de Discord.',
  DISCORD_TIER_UNKNOWN: 'El nivel no pertenece a este canal.',
  DISCORD_CHANNEL_MISMATCH: 'Este no es el servidor de Discord del creador.',
}
