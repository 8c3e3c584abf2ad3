import type { Texts } from '../../texts'
import type { widgetEn } from './en'

/** El widget de chat del marco de la app y los archivos recomendados de la portada. */
export const widgetEs: Texts<typeof widgetEn> = {
  chatWidget: {
    open: 'Abrir chats',
    openUnread_one: 'Abrir chats, {{count}} mensaje sin leer',
    openUnread_other: 'Abrir chats, {{count}} mensajes sin leer',
    close: 'Cerrar chats',
    title: 'Mis chats',
    allChats: 'Todos los chats',
    openFull: 'Abrir la página del chat',
    back: 'Volver a los chats',
    empty: 'Aún no tienes chats. Empieza uno desde el canal de un creador o la página de chat.',
  },
  recommendedFiles: {
    title: 'Archivos recomendados',
    lead: 'Elegidos por el equipo de Taleloom en los canales de los creadores.',
    by: 'de {{nickname}}',
    open: 'Ver en el canal',
    download: 'Descargar',
  },
}
