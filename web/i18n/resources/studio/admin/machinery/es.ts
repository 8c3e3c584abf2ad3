import type { adminMachineryEn } from './en'

export const adminMachineryEs: typeof adminMachineryEn = {
  'page_encoding-callback-resender': 'Avisos de codificación',
  'title_encoding-callback-resender': 'Avisos de codificación no recibidos',
  'lead_encoding-callback-resender':
    'Codificaciones terminadas cuyo aviso de fin el catálogo nunca recibió: el contenido sigue «codificando». Envía el aviso de nuevo.',
  callbackSearch: 'Buscar por id',
  callbackSearchHint: 'Un id de contenido, de trabajo o de creador.',
  callbackNone: 'Todas las codificaciones terminadas llegaron al catálogo.',
  callbackList: 'Avisos no recibidos',
  callbackKind_audio: 'Sonido',
  callbackKind_video: 'Vídeo',
  callbackKind_subtitle: 'Subtítulos',
  callbackMeta: 'Trabajo {{job}} · creador {{creator}} · terminado el {{due}}',
  callbackRefused: 'El catálogo lo rechazó: {{error}}',
  callbackLost: 'El catálogo no respondió.',
  callbackResend: 'Enviar el aviso de nuevo',
  callbackConfirm:
    '¿Enviar de nuevo al catálogo el aviso de fin del contenido {{content}}? Sus archivos codificados se podrán reproducir.',
  callbackSent: 'El catálogo recibió el aviso de {{content}}.',
  callbackAlready: 'El catálogo ya tenía el aviso de {{content}}: no cambió nada.',
  page_servercache: 'Caché del servidor',
  title_servercache: 'Caché del servidor',
  lead_servercache:
    'Purga archivos públicos por su dirección y sube la versión de caché del sitio. Los administradores ven el cambio al momento; los usuarios en 20 minutos.',
  cacheRuleTitle: 'Quién ve una purga y cuándo',
  cacheRuleUsers:
    'Imágenes, miniaturas y vistas previas públicas (/api/upload/pics, thumbnail, preview): el navegador del usuario las guarda hasta {{minutes}} minutos antes de volver a pedirlas.',
  cacheRuleAdmins:
    'La purga de un administrador se aplica al momento: la respuesta da la nueva dirección de cada archivo, que ninguna caché ha visto.',
  cacheRuleOthers:
    'El servidor no guarda caché propia. Las demás respuestas (páginas curadas, detalles de contenido…) llevan su propio tiempo de caché del navegador, fijado por su área; una purga o una versión nueva no las afecta.',
  cachePurgeTitle: 'Purgar archivos',
  cacheAddresses: 'Direcciones públicas',
  cacheAddressesHint:
    'Una por línea, como /api/upload/pics/<id> o /api/upload/thumbnail/<id de contenido>_ko. Como máximo 100.',
  cachePurge: 'Purgar',
  cachePurgeConfirm_one: '¿Purgar {{count}} archivo? Los usuarios reciben el nuevo en 20 minutos.',
  cachePurgeConfirm_other:
    '¿Purgar {{count}} archivos? Los usuarios reciben los nuevos en 20 minutos.',
  cachePurged: 'Purgados: {{count}}. No encontrados: {{missing}}.',
  cachePurgedList: 'Archivos purgados',
  cacheVersionMove: 'Versión {{from}} → {{to}}',
  cacheMissing: 'Ningún archivo público tiene esta dirección',
  cacheVersionTitle: 'Versión de caché del sitio',
  cacheVersionNow: 'Versión {{version}}, subida el {{date}}.',
  cacheVersionNever: 'Versión 0: nunca subida.',
  cacheBump: 'Subir la versión de caché',
  cacheBumpConfirm:
    '¿Subir la versión de caché del sitio? Cambia la etiqueta de cada archivo público: los usuarios los vuelven a pedir en {{minutes}} minutos.',
  cacheBumped: 'La versión de caché del sitio es ahora {{version}}.',
}
