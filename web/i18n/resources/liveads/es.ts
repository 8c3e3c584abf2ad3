/** Live ads texts in Spanish (see en.ts). */
export const liveadsErrorsEs = {
  LIVEAD_NOT_FOUND: 'No se encontró el anuncio.',
  LIVEAD_MEDIA_HOST:
    'El servidor del vídeo del anuncio no es uno de los servidores de anuncios de este sitio.',
}

export const liveadsEs = {
  liveAds: {
    label: 'Anuncio',
    skip: 'Saltar anuncio',
    skipIn: 'Saltar en {{seconds}}',
    learnMore: 'Más información',
  },
}
