import { api } from '../../../web/session'

/** The Machinery group's calls beside the queues and the audit log (platform/encoding, platform/assets). */
export const machineryApi = {
  encodingCallbacks: (query: { q?: string; before?: string }) =>
    api.get('/content/admin/encoding-callbacks', query),
  lambdaComplete: (jobId: string) => api.post('/content/admin/lambdaComplete', { jobId }),
  cache: () => api.get('/upload/admin/cache'),
  bumpCacheVersion: () => api.post('/upload/admin/cache-version', {}),
  purge: (addresses: string[]) => api.post('/upload/purgePublicCDN', { cacheKeys: addresses }),
}
