import type { ButtonHTMLAttributes } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link'
  block?: boolean
  /** Shows the action as running and blocks a second submit. */
  busy?: boolean
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['button', `button-${variant}`, block && 'button-block', className]
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  )
}
