import type { Texts } from '../../texts'
import type { commentKindsEn } from './en'

/** La gestión de comentarios del estudio: qué tipo de comentarios muestra. */
export const commentKindsEs: Texts<typeof commentKindsEn> = {
  creatorCommentKinds: {
    label: 'Mostrar',
    all: 'Todos los comentarios',
    content: 'Comentarios en contenidos',
    community: 'Comentarios en publicaciones de la comunidad',
    post: 'Publicación de la comunidad',
  },
}
