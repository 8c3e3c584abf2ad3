import { BannerList } from './BannerList'

/** `banner-manager`: the platform's banners at their placements. */
export function BannerManagerPage() {
  return <BannerList kind="platform" />
}
