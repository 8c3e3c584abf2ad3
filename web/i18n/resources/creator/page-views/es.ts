import type { Texts } from '../../texts'
import type { pageViewsEn } from './en'

export const pageViewsEs: Texts<typeof pageViewsEn> = {
  creatorPageViews: {
    title: 'Visitas a páginas',
    lead: 'Veces que se abrieron las páginas de tus contenidos en el reproductor, últimos 30 días.',
    total: '{{count}} visitas',
    top: 'Lo más visto',
    none: 'Aún no hay visitas.',
  },
}
