import type { BannerInput, BannerKind } from '../../../platform/content/banners/contract'
import type { SearchComponentInput } from '../../../platform/content/curation/contract'
import { api } from '../../../web/session'
import { createUploadClient } from '../../../web/upload'

const uploads = createUploadClient({ api })

/** The discovery pages' calls: search categories (platform/content/curation) and banners (platform/content/banners). */
export const discoveryApi = {
  components: (query: { q?: string; after?: string }) =>
    api.get('/content/admin/search-components', query),
  component: (componentOid: string) => api.get('/content/admin/search-component', { componentOid }),
  saveComponent: (input: SearchComponentInput) =>
    api.post('/content/admin/search-component', input),
  moveComponent: (componentOid: string, position: number) =>
    api.post('/content/admin/search-component/move', { componentOid, position }),
  publishComponents: () => api.post('/content/admin/search-components/publish', {}),
  removeComponent: (componentOid: string) =>
    api.delete('/content/admin/search-component', { componentOid }),
  banners: (query: { kind: BannerKind; q?: string; creatorOid?: string; before?: string }) =>
    api.get('/content/admin/banners', query),
  saveBanner: (input: BannerInput) => api.post('/content/admin/banner', input),
  publishBanner: (bannerOid: string, published: boolean) =>
    api.post('/content/admin/banner/publish', { bannerOid, published }),
  removeBanner: (bannerOid: string) => api.delete('/content/admin/banner', { bannerOid }),
  counts: (query: { from: string; to: string; bannerOid?: string }) =>
    api.get('/content/admin/banner-counts', query),
  /** A banner picture through the uploads area (public, an `image`); answers its address. */
  async uploadImage(file: File): Promise<string> {
    const filetype = (file.name.split('.').pop() ?? 'png').toLowerCase()
    const key = `banners/${crypto.randomUUID()}.${filetype}`
    const done = await uploads.upload(file, { key, filetype, access: 'public', context: 'image' })
    return done.url ?? ''
  },
}
