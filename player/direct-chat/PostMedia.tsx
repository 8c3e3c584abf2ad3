import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { statusKey } from './paid-post-form'
import { type MessageContentView, paidPostsApi } from './paid-posts-api'

/** An open post's files, each through a short-lived address the server gives its writer and buyers. */
export function PostMedia({ post }: { post: MessageContentView }) {
  const { t } = useTranslation('dm')
  const media = post.media ?? []
  const addresses = useData(media.length ? ['paid-post-media', post.contentOid] : null, () =>
    Promise.all(
      media.map((item) =>
        paidPostsApi
          .media(post.contentOid, item.key)
          .then((answer) => answer.url)
          .catch(() => null),
      ),
    ),
  )
  if (media.length === 0) return null
  const urls = addresses.data ?? []
  return (
    <div className="dm-post-media" data-kind={post.mediaKind}>
      {media.map((item, index) => {
        const url = urls[index]
        if (!url)
          return (
            <p key={item.key} className="muted dm-post-file">
              {addresses.loading ? t('dmHome.loading') : t(statusKey(post.status))}
            </p>
          )
        return item.kind === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: a creator's own clip has no caption track to give
          <video key={item.key} src={url} controls preload="metadata" />
        ) : (
          <img key={item.key} src={url} alt={t('dmPaid.imageAlt', { n: index + 1 })} />
        )
      })}
    </div>
  )
}
