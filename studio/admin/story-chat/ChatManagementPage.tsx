import { useTranslation } from 'react-i18next'
import { Tabs } from '../../../web/ui/Tabs'
import { ChatManagementBans } from './ChatManagementBans'
import { ChatManagementGlobal } from './ChatManagementGlobal'
import { ChatManagementReports } from './ChatManagementReports'
import { ChatManagementRooms } from './ChatManagementRooms'
import { ChatManagementSettings } from './ChatManagementSettings'
import './story-chat.css'

/**
 * Direct chat for admins: every room by type, the global rooms of each language (create,
 * edit, close or reopen; each change audited once by the call), creators' message settings,
 * the reports' review and the global-room bans.
 */
export function ChatManagementPage() {
  const { t } = useTranslation('studio')
  return (
    <div className="stack story-chat-tools">
      <Tabs
        label={t('admin.cmSections')}
        items={[
          { value: 'rooms', label: t('admin.cmTabRooms'), content: <ChatManagementRooms /> },
          { value: 'global', label: t('admin.cmTabGlobal'), content: <ChatManagementGlobal /> },
          {
            value: 'settings',
            label: t('admin.cmTabSettings'),
            content: <ChatManagementSettings />,
          },
          { value: 'reports', label: t('admin.cmTabReports'), content: <ChatManagementReports /> },
          { value: 'bans', label: t('admin.cmTabBans'), content: <ChatManagementBans /> },
        ]}
      />
    </div>
  )
}
