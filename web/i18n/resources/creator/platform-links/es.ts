import type { platformLinksEn } from './en'

export const platformLinksEs: typeof platformLinksEn = {
  platformLinks: {
    tab: 'Plataformas',
    title: 'Plataformas vinculadas',
    lead: 'Vincula Twitch y YouTube para ver aquí sus espectadores y traer su chat a tu chat en directo.',
    link: 'Vincular {{platform}}',
    unlink: 'Desvincular',
    linkedAs: '{{name}} · {{count}} seguidores',
    notLinked: 'Sin vincular',
    watching: '{{count}} viendo ahora',
    offline: 'Sin conexión',
    multichat: 'Chat múltiple',
    multichatHint:
      'Muestra el chat de Twitch y YouTube en tu chat en directo como mensajes de solo lectura. Se aplica a la emisión en directo.',
    multichatOn: 'El chat múltiple está activado.',
    multichatOff: 'El chat múltiple está desactivado.',
    linked: '{{platform}} vinculado.',
    alreadyLinked: 'La cuenta de Twitch o YouTube ya está vinculada',
    cancelled: 'conexión cancelada',
    failed: 'Error de vinculación',
    unavailable: 'Vincular plataformas no está disponible en este servidor.',
  },
}
