import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useAdultVerify } from './adult-verify-store'
import { setAdultOn, useAdultSetting } from './use-adult'

/**
 * The adult-content switch of a signed-in user: on only for adult-verified accounts.
 * Anonymous visitors get nothing to switch (adult content stays off for them).
 */
export function AdultToggle({ className }: { className?: string }) {
  const { t } = useTranslation('player')
  const setting = useAdultSetting()
  const hintId = useId()
  const openVerify = useAdultVerify((state) => state.setOpen)
  if (setting === 'signed-out') return null
  const unverified = setting === 'unverified'
  return (
    <div className={['adult-toggle', className].filter(Boolean).join(' ')}>
      <label className="adult-toggle-label">
        <input
          type="checkbox"
          role="switch"
          aria-checked={setting === 'on'}
          checked={setting === 'on'}
          disabled={unverified}
          aria-describedby={unverified ? hintId : undefined}
          onChange={(event) => setAdultOn(event.target.checked)}
        />
        <span>{t('adultContent.label')}</span>
      </label>
      {unverified ? (
        <>
          <span id={hintId} className="adult-toggle-hint">
            {t('adultContent.unverified')}
          </span>
          <button
            type="button"
            className="button button-link adult-toggle-verify"
            onClick={() => openVerify(true)}
          >
            {t('adultContent.verify')}
          </button>
        </>
      ) : null}
    </div>
  )
}
