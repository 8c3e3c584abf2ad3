/** Textos del chat en vivo: los códigos de error del servidor (platform/livechat) y el panel. */
export const livechatErrorsEs = {
  LIVECHAT_LOGIN_REQUIRED: 'Es necesario iniciar sesión',
  LIVECHAT_NOT_MODERATOR: 'Solo el creador y sus moderadores pueden moderar este chat.',
  LIVECHAT_NOT_OWNER: 'Solo el creador puede cambiar este ajuste del chat.',
  LIVECHAT_NOT_FOUND: 'Este creador no transmite en vivo.',
  LIVECHAT_USER_NOT_FOUND: 'No se encontró el usuario.',
  LIVECHAT_EMPTY: 'Escribe un mensaje primero.',
  LIVECHAT_RESTRICTED: 'chat restringido 30 minutos por abuso de palabras prohibidas',
  LIVECHAT_BANNED: 'Ahora no puedes chatear aquí.',
  LIVECHAT_CANNOT_BAN: 'El creador y los administradores no pueden ser bloqueados del chat.',
  LIVECHAT_SERVER_ERROR: 'Error desconocido del servidor',
}

export const livechatEs = {
  livechat: {
    title: 'Chat en vivo',
    placeholder: 'Envía un mensaje',
    send: 'Enviar',
    loginToChat: 'Inicia sesión para chatear',
    connecting: 'Conectando…',
    reconnecting: 'Reconectando…',
    hideName: 'Ocultar mi nombre',
    anonymous: 'Anónimo',
    creator: 'Creador',
    manager: 'Moderador',
    admin: 'Administrador',
    kicked: 'Te han expulsado de este chat.',
    blocked: 'Estás bloqueado en este chat.',
    closed: 'El chat está cerrado.',
    empty: 'Aún no hay mensajes. ¡Saluda!',
    emoticons: 'Emoticonos',
    insertEmoticon: 'Insertar :{{name}}:',
  },
}
