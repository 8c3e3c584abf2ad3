import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../web/api'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Link, useLocation } from '../../../web/routing'
import { Alert, Button, SelectField } from '../../../web/ui'
import { Dialog } from '../../../web/ui/overlays'
import { rememberChargeReturn } from '../../charge/return-path'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { type FileContentView, filesApi } from './files-api'

/** Starts the browser's download from a signed address (an attachment: the page stays). */
export async function startDownload(fileOid: string) {
  const { url } = await filesApi.download(fileOid)
  const link = document.createElement('a')
  link.href = url
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

/** Buying a paid file with coins, after a confirmation; short of coins leads to the charge page. */
export function BuyFile({
  file,
  onOpened,
}: {
  file: FileContentView
  onOpened: (text: string) => void
}) {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const price = file.price.toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language)

  async function buy() {
    setConfirming(false)
    setPending(true)
    setError(null)
    try {
      await filesApi.buy(file.fileOid)
      onOpened(t('channelFiles.bought'))
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }

  const short = ApiError.isInstance(error) && error.code === 'NOT_ENOUGH_COINS'
  return (
    <>
      <Button onClick={() => setConfirming(true)} busy={pending} data-testid="file-buy">
        {t('channelFiles.buy', { price })}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('channelFiles.buyTitle')}
        closeLabel={t('common.close')}
      >
        <div className="stack">
          <p>{t('channelFiles.buyText', { price, title: file.title })}</p>
          <div className="row">
            <Button onClick={() => void buy()} data-testid="file-buy-confirm">
              {t('channelFiles.buyConfirm', { price })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
      {error ? (
        <Alert tone="error">
          {short ? t('channelFiles.notEnoughCoins') : errorText(t, error)}{' '}
          {short ? (
            <Link href={localized('/charge')} onClick={() => rememberChargeReturn(pathname)}>
              {t('channelFiles.charge')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </>
  )
}

/** Opening a file with one of the viewer's unused file coupons, after a confirmation. */
export function CouponOpen({
  file,
  onOpened,
}: {
  file: FileContentView
  onOpened: (text: string) => void
}) {
  const { t } = useTranslation('player')
  const [open, setOpen] = useState(false)
  const coupons = useData(open ? ['file-coupons'] : null, () => filesApi.coupons())
  const [chosen, setChosen] = useState('')
  const [error, setError] = useState<unknown>(null)
  const [pending, setPending] = useState(false)
  const items = coupons.data ?? []
  const itemOid = chosen || items[0]?.oid || ''

  async function use() {
    setPending(true)
    setError(null)
    try {
      await filesApi.openWithCoupon(file.fileOid, itemOid)
      setOpen(false)
      onOpened(t('channelFiles.couponUsed'))
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="file-coupon">
        {t('channelFiles.useCoupon')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('channelFiles.couponTitle')}
        closeLabel={t('common.close')}
      >
        <div className="stack">
          <p>{t('channelFiles.couponText', { title: file.title })}</p>
          {coupons.loading ? <p className="muted">{t('common.loading')}</p> : null}
          {!coupons.loading && items.length === 0 ? (
            <p className="muted">{t('channelFiles.noCoupons')}</p>
          ) : null}
          {items.length > 0 ? (
            <SelectField
              label={t('channelFiles.couponPick')}
              value={itemOid}
              onChange={(event) => setChosen(event.target.value)}
              options={items.map((item) => ({
                value: item.oid,
                label: t('channelFiles.couponOption', { code: item.code }),
              }))}
            />
          ) : null}
          {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
          <div className="row">
            <Button
              onClick={() => void use()}
              busy={pending}
              disabled={!itemOid}
              data-testid="file-coupon-confirm"
            >
              {t('channelFiles.couponConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  )
}
