/** Live ads texts in Spanish (see en.ts). */
export const liveadsErrorsEs = {
  LIVEAD_NOT_FOUND: 'No se encontró el anuncio.',
}

export const liveadsEs = {
  liveAds: {
    label: 'Anuncio',
    skip: 'Saltar anuncio',
    skipIn: 'Saltar en {{seconds}}',
    learnMore: 'Más información',
  },
}
