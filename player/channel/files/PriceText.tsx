import { useTranslation } from 'react-i18next'
import type { FileContentView } from './files-api'

/** What opening a file takes: open already (and why), its price, subscribers only, or free. */
export function PriceText({ file }: { file: FileContentView }) {
  const { t, i18n } = useTranslation('player')
  if (file.access)
    return <strong className="file-open">{t(`channelFiles.open_${file.access}`)}</strong>
  if (file.price > 0)
    return (
      <>
        {t('channelFiles.price', {
          price: file.price.toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language),
        })}
      </>
    )
  return <>{file.tiers.length > 0 ? t('channelFiles.tiersOnly') : t('channelFiles.free')}</>
}
