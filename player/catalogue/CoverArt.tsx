import { placeholderHue } from './thumbnail'

/** Splits a title into at most three lines of about `width` characters for the cover. */
export function coverLines(title: string, width = 18): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  for (const word of words) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length <= 3) return lines
  return [
    ...lines.slice(0, 2),
    `${lines
      .slice(2)
      .join(' ')
      .slice(0, width - 1)}…`,
  ]
}

/**
 * Generated cover art for a story without a picture: a gradient in the story's own hues,
 * soft rings and the title set in the display face. Pure SVG, drawn in the page (no request).
 */
export function CoverArt({
  title,
  seed,
  className,
}: {
  title: string
  seed: string
  className?: string
}) {
  const hue = placeholderHue(seed)
  const id = `cover-${seed.replace(/[^a-zA-Z0-9]/g, '')}`
  const lines = coverLines(title)
  const rings = [0, 1, 2, 3].map((index) => ({
    cx: 40 + ((hue * (index + 3)) % 260),
    cy: 20 + ((hue * (index + 7)) % 140),
    r: 30 + ((hue + index * 37) % 70),
  }))
  const size = lines.length > 2 ? 22 : 26
  const top = 90 - ((lines.length - 1) * size * 1.15) / 2
  return (
    <svg
      className={className}
      viewBox="0 0 320 180"
      width={320}
      height={180}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      data-cover="generated"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 55% 38%)`} />
          <stop offset="0.6" stopColor={`hsl(${(hue + 35) % 360} 50% 24%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 70) % 360} 60% 14%)`} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.25" cy="0.2" r="0.8">
          <stop offset="0" stopColor="#fff" stopOpacity="0.28" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id}-bg)`} />
      <rect width="320" height="180" fill={`url(#${id}-glow)`} />
      {rings.map((ring) => (
        <circle
          key={`${ring.cx}-${ring.cy}`}
          cx={ring.cx}
          cy={ring.cy}
          r={ring.r}
          fill="none"
          stroke="#fff"
          strokeOpacity="0.12"
          strokeWidth="1.5"
        />
      ))}
      <path
        d={`M0 ${150 - (hue % 20)} C 80 ${120 + (hue % 30)}, 200 ${175 - (hue % 25)}, 320 ${135 + (hue % 20)} L320 180 L0 180 Z`}
        fill="#000"
        fillOpacity="0.22"
      />
      <text
        x="160"
        y={top}
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#fff"
        fontFamily="Georgia, 'Noto Serif', 'Noto Serif KR', 'Noto Serif JP', serif"
        fontWeight="700"
        fontSize={size}
      >
        {lines.map((line, index) => (
          <tspan key={line} x="160" dy={index === 0 ? 0 : size * 1.15}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  )
}
