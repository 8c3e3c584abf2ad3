import type { Texts } from '../../texts'
import type { commentsEn } from './en'

export const commentsEs: Texts<typeof commentsEn> = {
  contentComments: {
    heading: 'Comentarios',
    headingCount: 'Comentarios ({{count}})',
    label: 'Escribe un comentario',
    placeholder: 'Di algo sobre este contenido…',
    post: 'Publicar comentario',
    logIn: 'Inicia sesión para comentar.',
    loadError: 'No se pudieron cargar los comentarios.',
    empty: 'Aún no hay comentarios. Sé el primero en escribir uno.',
    listLabel: 'Comentarios',
    more: 'Ver más comentarios',
    reply: 'Responder',
    replyLabel: 'Tu respuesta',
    replyPlaceholder: 'Escribe una respuesta…',
    replySend: 'Publicar respuesta',
    replies: 'Respuestas: {{count}}',
    creator: 'Creador',
    /** A reply the channel's team (a channel manager) wrote as the channel. */
    manager: 'Gestor',
    pinned: 'Fijado',
    pin: 'Fijar',
    unpin: 'Desfijar',
    delete: 'Eliminar',
    confirmDelete: '¿Eliminar este comentario? Sus respuestas se eliminan con él.',
    likeLabel: 'Me gusta este comentario ({{count}} me gusta)',
    actions: 'Más acciones para este comentario',
    report: 'Denunciar comentario',
    reportReason: '¿Por qué denuncias este comentario?',
    reported: 'Gracias. El comentario se ha enviado a los moderadores.',
    alreadyReported: 'Ya has denunciado este comentario.',
    block: 'Bloquear a este espectador',
    blocked: 'Bloqueado. Sus comentarios quedan ocultos para ti.',
  },
  channelBar: {
    followers: 'Seguidores: {{count}}',
    follow: 'Seguir',
    following: 'Siguiendo',
  },
}
