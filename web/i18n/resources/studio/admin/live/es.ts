import type { adminLiveEn } from './en'

export const adminLiveEs: typeof adminLiveEn = {
  'page_manage-discord': 'Miembros de Discord',
  'title_manage-discord': 'Miembros del bot de Discord',
  'lead_manage-discord':
    'Creadores conectados al bot de Discord, sus miembros vinculados y la expulsión de un miembro del servidor de un creador.',
  discordCreators: 'Creadores conectados al bot',
  discordCreatorSearch: 'Buscar un creador',
  discordCreatorSearchHint:
    'Un correo, el inicio de un apodo, un id de creador o un id de servidor o miembro de Discord.',
  discordNoCreators: 'Ningún creador ha conectado un servidor.',
  discordPending_one: '{{count}} llamada del bot en espera',
  discordPending_other: '{{count}} llamadas del bot en espera',
  discordCreatorMeta:
    'Servidor {{server}} · {{members}} miembros vinculados · {{roles}} roles de nivel · conectado el {{date}}',
  discordShowMembers: 'Miembros',
  discordMembersOf: 'Miembros del servidor de {{creator}}',
  discordMemberSearch: 'Buscar un miembro',
  discordMemberSearchHint:
    'El inicio de un nombre de Discord, un correo o inicio de apodo, un id de usuario o un id de Discord.',
  discordNoMembers: 'Ningún miembro vinculado coincide.',
  discordMemberMeta: 'Discord {{username}} ({{discordId}}) · vinculado el {{date}}',
  discordRole_none: 'Sin rol de nivel',
  discordRole_pending: 'Rol en curso',
  discordRole_granted: 'Rol asignado',
  discordRole_removed: 'Rol retirado',
  discordKick: 'Expulsar del servidor',
  discordKickConfirm:
    '¿Expulsar a {{member}} del servidor de Discord de {{creator}}? El bot lo expulsa; solo podrá volver con una nueva invitación.',
  discordKicked:
    '{{member}} será expulsado: el bot envía la expulsión a Discord ahora y reintenta si Discord está ocupado.',
  'page_rtc-livestream': 'Ingesta RTC',
  'title_rtc-livestream': 'Ingestas en directo y WebRTC',
  'lead_rtc-livestream':
    'Cómo llegan las emisiones al área en directo de este servidor y dónde se conectaría una ingesta WebRTC. No hay ninguna ingesta WebRTC en marcha.',
  rtcIngests: 'Ingestas',
  rtcKind_embedded: 'Ingesta RTMP integrada',
  rtcKind_nginx: 'Ingesta nginx-rtmp',
  rtcKind_rtc: 'Ingesta WebRTC (WHIP)',
  rtcRunning: 'En marcha',
  rtcOff: 'No funciona en este servidor',
  rtcNotBuilt: 'Punto de extensión: sin construir',
  rtcFigures:
    '{{protocol}} · {{live}} en directo ahora · {{recent}} iniciadas en los últimos {{days}} días',
  rtcPublishUrl: 'Emitir a {{url}}',
  rtcPlugTitle: 'Dónde se conecta una ingesta WebRTC',
  rtcPlugLead:
    'Una ingesta es un adaptador delante de un único núcleo de emisión. Una ingesta WebRTC (WHIP) haría lo mismo que las RTMP:',
  rtcStepVerify:
    'Verificar la clave de emisión y entrar o salir del aire mediante la verificación de claves del área en directo, como tercer tipo junto a la integrada y nginx.',
  rtcStepControl:
    'Implementar el puerto de control de ingesta: cortar a quien emite, unir espectadores, indicar dónde están los archivos HLS.',
  rtcStepRecord:
    'Pasar la emisión a la grabación de repeticiones y al cupo mensual de emisión, como las ingestas RTMP.',
  rtcStepPlay:
    'Los espectadores siguen viendo con el mismo reproductor (FLV o HLS): para ellos no cambia nada.',
  rtcNone:
    'No hay ingesta WebRTC: se emite por RTMP. La documentación del directo describe el punto de extensión.',
}
