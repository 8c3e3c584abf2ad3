import type { Texts } from '../../texts'
import type { characterDmEn } from './en'

/** Mensajes directos con un personaje: el botón de la historia, las salas, los recuerdos. */
export const characterDmEs: Texts<typeof characterDmEn> = {
  characterDm: {
    message: 'Escribir a {{name}}',
    priceFree: 'Gratis',
    pricePerMessage_one: '{{count}} crédito por mensaje',
    pricePerMessage_other: '{{count}} créditos por mensaje',
    opening: 'Abriendo…',
    signInToMessage: 'Inicia sesión para escribir a {{name}}',
    roomsTitle: 'Personajes',
    roomStory: 'De {{title}}',
    roomLabel: '{{name}}, personaje de {{title}}',
    memoriesLink: 'Recuerdos',
    memoriesTitle: 'Lo que {{name}} recuerda de ti',
    memoriesTitleFallback: 'Recuerdos',
    memoryToggle: 'Dejar que {{name}} recuerde nuestras conversaciones',
    memoryExplain:
      'Si está activado, cada sala nueva empieza con un breve resumen de tus conversaciones anteriores con este personaje; solo tú puedes leerlo.',
    memorySaved: 'Guardado.',
    noMemories:
      'Aún no hay recuerdos. Con la memoria activada, tus conversaciones se recuerdan al abrir una sala nueva.',
    memoryFrom: 'Recordado el {{date}}',
    openRoom: 'Abrir esa conversación',
    deleteMemory: 'Eliminar',
    deleteQuestion: '¿Eliminar este recuerdo?',
    deleteQuestionText: '{{name}} dejará de saberlo. No se puede deshacer.',
    deleteConfirm: 'Eliminar recuerdo',
    deleted: 'Recuerdo eliminado.',
    export: 'Exportar mis recuerdos',
    exportHint: 'Descarga en un archivo JSON los recuerdos que todos los personajes tienen de ti.',
    exported: 'Tus recuerdos se han descargado.',
    notOffered: 'Esta historia ya no permite escribir a su personaje.',
    backToStory: 'Volver a la historia',
    signedOut: 'Inicia sesión para ver lo que los personajes recuerdan de ti.',
    loadFailed: 'No se pudo cargar: {{reason}}',
    retry: 'Reintentar',
    myInfoTitle: 'Lo que los personajes recuerdan de ti',
    myInfoText:
      'Los personajes a los que escribes pueden recordar vuestras conversaciones si se lo permites. Lee o elimina esos recuerdos por personaje, o descárgalos todos.',
    myInfoNone: 'Todavía no has escrito a ningún personaje.',
  },
}
