import type { CSSProperties } from 'react'

export interface AvatarProps {
  name: string
  /** A picture; without one, a monogram on a colour drawn from the name. */
  src?: string | null
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

/** A stable hue per name, so one character keeps one colour everywhere. */
export function nameHue(name: string): number {
  let hash = 0
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 360
  return hash
}

/** The first letter of up to two words ("Old Tom" → "OT"), any script. */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

/** A round portrait; decorative (the name is always written next to it). */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const classes = ['avatar', `avatar-${size}`, className].filter(Boolean).join(' ')
  if (src) return <img className={classes} src={src} alt="" loading="lazy" data-avatar="image" />
  return (
    <span
      className={classes}
      aria-hidden="true"
      data-avatar="monogram"
      style={{ '--avatar-hue': nameHue(name) } as CSSProperties}
    >
      {monogram(name)}
    </span>
  )
}
