import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { studioPath } from '../shell/studio-paths'
import { ContentForm } from './ContentForm'
import { type EditedContent, fieldsOf } from './content-form-state'
import { editorOf, uploaderEditor } from './content-paths'
import { contentApi } from './contents-api'
import './contents.css'

/**
 * `/studio2/simpleuploader/{videoLayout}`: the upload form; and
 * `/studio2/simpleuploader/{status}/edit?contentOid=…`: the same form on a saved content,
 * its fields read back (GET /content with its metadata) and saved with POST /content/update.
 */
export function UploadPage() {
  const { t } = useTranslation('studio')
  const target = uploaderEditor(location.pathname, location.search)
  const editing = target.editor === 'edit' ? target.contentOid : null
  return (
    <main id="main" className="page page-narrow stack upload-page">
      <p>
        <a href={studioPath('/studio2/contents')}>← {t('studioContents.title')}</a>
      </p>
      <h1>{editing ? t('uploadForm.editTitle') : t('uploadForm.title')}</h1>
      {editing ? <EditForm contentOid={editing} /> : <ContentForm edited={null} />}
    </main>
  )
}

function EditForm({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('studio')
  const { result, reload } = useData(contentOid, async (): Promise<EditedContent> => {
    const answer = await contentApi.forEdit(contentOid)
    // Only the content's managers are given its metadata: anyone else has nothing to edit.
    if (!answer.metadata || !answer.content.isMine) throw new Error('not editable')
    // A content this form does not edit (a scenario) opens in its own editor.
    const editor = editorOf(answer.content)
    if (editor.editor !== 'form') location.replace(editor.path)
    return {
      contentOid,
      status: answer.content.status,
      thumbnail: answer.content.thumbnail,
      media: answer.content.media,
      category: answer.content.category,
      fields: fieldsOf(answer.metadata),
    }
  })
  if (result.state === 'loading') return <p className="muted">{t('common.loading')}</p>
  if (result.state === 'failed')
    return (
      <Alert tone="error">
        {t('uploadForm.loadContent')} {errorText(t, result.error)}{' '}
        <Button variant="link" onClick={reload}>
          {t('studioContents.retry')}
        </Button>
      </Alert>
    )
  return <ContentForm edited={result.value} />
}
