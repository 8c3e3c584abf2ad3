/** The Taleloom mark: a speech bubble threaded like a loom. Decorative; the text names it. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M6 5h20a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H15l-6 5v-5H6a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3z"
          fill="var(--color-primary)"
        />
        <path
          d="M9 11h14M9 15h14M9 19h8"
          stroke="var(--color-primary-text)"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo-text">Taleloom</span>
    </span>
  )
}
