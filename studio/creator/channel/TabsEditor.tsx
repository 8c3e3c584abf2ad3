import { useTranslation } from 'react-i18next'
import { moveTab, type TabSetting, toggleTab } from '../rules'

/** The channel's tabs in order, each with up/down and a visibility switch (Home stays first and shown). */
export function TabsEditor({
  tabs,
  onChange,
}: {
  tabs: TabSetting[]
  onChange: (tabs: TabSetting[]) => void
}) {
  const { t } = useTranslation('creator')
  return (
    <ol className="creator-tabs-editor">
      {tabs.map((entry, index) => {
        const name = t(`creatorChannel.tab_${entry.tab}`)
        const fixed = entry.tab === 'home'
        return (
          <li key={entry.tab} className="creator-tab-row" data-visible={entry.visible}>
            <span className="creator-tab-name">{name}</span>
            <label className="creator-switch">
              <input
                type="checkbox"
                checked={entry.visible}
                disabled={fixed}
                onChange={() => onChange(toggleTab(tabs, index))}
              />
              <span>{t('creatorChannel.tabVisible')}</span>
            </label>
            <span className="creator-tab-moves">
              <button
                type="button"
                className="button button-secondary creator-icon-button"
                disabled={fixed || index <= 1}
                aria-label={t('creatorChannel.moveUp', { tab: name })}
                onClick={() => onChange(moveTab(tabs, index, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button-secondary creator-icon-button"
                disabled={fixed || index === tabs.length - 1}
                aria-label={t('creatorChannel.moveDown', { tab: name })}
                onClick={() => onChange(moveTab(tabs, index, 1))}
              >
                ↓
              </button>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
