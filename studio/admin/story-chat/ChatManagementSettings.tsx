import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminSettingsRow } from '../../../platform/direct-chat/contract'
import { useData } from '../../../web/calls'
import { ChatManagementList } from './ChatManagementList'
import { useWhen } from './ChatManagementPager'
import { storyChatAdminApi } from './story-chat-api'

const PAGE_VIEW_SIZE = 20

/** Creators' message settings, most recently changed first (read only: creators own them). */
export function ChatManagementSettings() {
  const { t } = useTranslation('studio')
  const [page, setPage] = useState(1)
  const list = useData(['chat-management-settings', page], () =>
    storyChatAdminApi.chatSettings({ page, pageViewSize: PAGE_VIEW_SIZE }),
  )
  return (
    <section className="creator-card stack" aria-labelledby="cm-settings">
      <h2 id="cm-settings" className="creator-card-title">
        {t('admin.cmSettings')}
      </h2>
      <ChatManagementList
        list={list}
        rows={list.data?.settings ?? []}
        label={t('admin.cmSettings')}
        empty={t('admin.cmNoSettings')}
        rowKey={(setting) => setting.userOid}
        renderRow={(setting) => <SettingLine setting={setting} />}
        onPage={setPage}
      />
    </section>
  )
}

function SettingLine({ setting }: { setting: AdminSettingsRow }) {
  const { t } = useTranslation('studio')
  const when = useWhen()
  return (
    <>
      <div className="admin-audit-head">
        <strong className="admin-audit-action">
          {setting.nickname ?? t('admin.cmGoneAccount')}
        </strong>
        <span className="admin-pending">{t(`admin.cmWho_${setting.whoMayMessage}`)}</span>
      </div>
      <p className="admin-audit-meta">
        {setting.coinsPerMessage > 0
          ? t('admin.cmPrice', { count: setting.coinsPerMessage })
          : t('admin.cmFree')}
        {' · '}
        {t('admin.cmTiers', { count: setting.tierHashes.length })}
        {' · '}
        {t(`admin.cmImages_${setting.imageReception}`)}
        {' · '}
        {t('admin.cmUpdated', { when: when(setting.updatedAt) })}
        {' · '}
        <code>{setting.userOid}</code>
      </p>
      {setting.tierHashes.length > 0 ? (
        <p className="admin-audit-meta">
          {t('admin.cmTierList', { tiers: setting.tierHashes.join(', ') })}
        </p>
      ) : null}
    </>
  )
}
