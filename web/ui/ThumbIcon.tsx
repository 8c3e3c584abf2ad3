/**
 * A thumb up or down drawn in SVG (emoji fonts are missing on many systems), in the text's
 * colour. Decorative: the control or header around it carries the name.
 */
export function ThumbIcon({ direction, size = 18 }: { direction: 'up' | 'down'; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="thumb-icon"
    >
      {/* The down thumb is the up one turned over. */}
      <g transform={direction === 'down' ? 'rotate(180 12 12)' : undefined}>
        <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3z" />
        <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
      </g>
    </svg>
  )
}
