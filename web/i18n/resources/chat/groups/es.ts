/** Chats de grupo (player/chat/groups): el panel de miembros, empezar un grupo, sus archivos. */
export const groupChatEs = {
  groupChat: {
    tab: 'Grupo',
    members: 'Miembros',
    muted: 'Silenciado',
    mute: 'Silenciar',
    unmute: 'Quitar silencio',
    muteName: 'Silenciar a {{name}}',
    unmuteName: 'Quitar el silencio a {{name}}',
    speakNext: 'Habla ahora',
    speakNextName: '{{name}} habla ahora',
    strategy: 'Quién responde',
    strategyNatural: 'Orden natural',
    strategyList: 'Orden de la lista',
    strategyManual: 'A mano',
    strategyPooled: 'Por turnos',
    hintNatural:
      'Responden primero los personajes que nombras y luego quien tenga ganas de hablar. El último en hablar no se responde a sí mismo.',
    hintList: 'Responden todos los personajes no silenciados, en el orden de la lista.',
    hintManual: 'Nadie responde por su cuenta: elige quién habla ahora.',
    hintPooled: 'Responde un personaje cada vez; todos hablan una vez antes de que alguien repita.',
    autoMode: 'Modo automático: los personajes siguen hablando',
    autoCap: 'Respuestas automáticas tras tu mensaje',
    autoCapHint_one:
      'Como mucho {{count}} respuesta hasta que vuelvas a escribir ({{used}} hasta ahora).',
    autoCapHint_other:
      'Como mucho {{count}} respuestas hasta que vuelvas a escribir ({{used}} hasta ahora).',
    exportChat: 'Descargar el chat de grupo',
    exportGroup: 'Descargar el archivo del grupo',
    startTitle: 'Chat de grupo',
    startIntro:
      'Habla con varios personajes de esta historia a la vez. Cada respuesta es de un personaje y cuesta un turno.',
    chooseMembers: 'Personajes del grupo (de 2 a 8)',
    start: 'Empezar el chat de grupo',
    needTwo: 'Un chat de grupo necesita una historia con al menos dos personajes.',
    importTitle: 'Importar desde SillyTavern',
    importGroupFile: 'Archivo del grupo (.json)',
    importChatFile: 'Chat de grupo (.jsonl, opcional)',
    import: 'Importar el grupo',
  },
}
