import QRCode from 'qrcode'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { LoadState } from '../../creator/shell/LoadState'

/** A code's address drawn as an SVG QR code, with a link to save it for printing. */
export function OpsQrImage({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation('studio')
  const svg = useData(['ops-qr-svg', url], () =>
    QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
  )
  if (!svg.data) return <LoadState state={svg} />
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`
  return (
    <figure className="ops-qr-figure">
      <img
        className="ops-qr-image"
        src={source}
        alt={t('admin.ops_qrImageAlt', { code })}
        width={200}
        height={200}
      />
      <figcaption>
        <a href={source} download={`event-${code}.svg`}>
          {t('admin.ops_qrDownload')}
        </a>
      </figcaption>
    </figure>
  )
}
