import { useTranslation } from 'react-i18next'
import { Tabs } from '../../../web/ui/Tabs'
import { ChatManagementGlobal } from './ChatManagementGlobal'
import { ChatManagementRooms } from './ChatManagementRooms'
import { ChatManagementSettings } from './ChatManagementSettings'
import './story-chat.css'

/**
 * Direct chat for admins: every room by type, the global rooms of each language (create,
 * edit, close or reopen; each change audited once by the call) and creators' message settings.
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
        ]}
      />
    </div>
  )
}
