import { CoverArt } from './CoverArt'
import { thumbnailSource } from './thumbnail'

export interface StoryThumbnailProps {
  thumbnail: string
  title: string
  seed: string
  /** Above the fold: load at once instead of lazily (the largest paint of the page). */
  eager?: boolean
  className?: string
}

/**
 * A 16:9 story image with fixed intrinsic size, so nothing moves when it arrives.
 * Decorative: the title beside it names the story.
 */
export function StoryThumbnail({ thumbnail, title, seed, eager, className }: StoryThumbnailProps) {
  const source = thumbnailSource(thumbnail)
  const classes = ['story-thumb', className].filter(Boolean).join(' ')
  if (!source) {
    return <CoverArt title={title} seed={seed} className={`${classes} story-thumb-art`} />
  }
  return (
    <img
      className={classes}
      src={source}
      alt=""
      width={320}
      height={180}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  )
}
