import { CheckCircleFilled } from '@ant-design/icons';
import type { TMediaUrls, TStockImage } from '@meja/contracts';
import { Empty, Modal, Spin, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../app/Results';
import { StockImageFilters, StockImagePager, useStockImageBrowser } from './browse';

/** What the food form keeps of a picked stock photo: its id for the save, its URLs to show it. */
export interface PickedStockImage {
  id: number;
  display_name: string;
  urls: TMediaUrls;
}

export interface StockImagePickerProps {
  open: boolean;
  /** A photo was clicked; the picker then closes itself through `onClose`. */
  onPick: (image: PickedStockImage) => void;
  onClose: () => void;
  /** The stock photo the food shows now, marked "Current". */
  selectedId?: number | null;
}

const grid: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
};

/**
 * Choose a photo of the admin's food image library: search by name or tag, filter by a tag chip,
 * page through thumbnails, click one. For admins, merchants and staff with Setting access
 * (`stock_images.read`). The list loads only while the picker is open.
 */
export function StockImagePicker({ open, onPick, onClose, selectedId }: StockImagePickerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const browser = useStockImageBrowser(12, open);
  const { list } = browser;
  const items = list.data?.data ?? [];

  const pick = (item: TStockImage) => {
    onPick({ id: item.id, display_name: item.display_name, urls: item.urls });
    onClose();
  };

  const tile = (item: TStockImage) => {
    const current = item.id === selectedId;
    return (
      <button
        key={item.id}
        type="button"
        onClick={() => pick(item)}
        aria-label={t('stockImages.pick', { name: item.display_name })}
        aria-pressed={current}
        title={item.tags.length ? `${item.display_name} · ${item.tags.join(', ')}` : item.display_name}
        style={{
          position: 'relative',
          padding: 0,
          border: `2px solid ${current ? token.colorPrimary : token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          overflow: 'hidden',
          cursor: 'pointer',
          textAlign: 'left',
        }}
      >
        <img
          src={item.urls.thumb}
          alt=""
          width={288}
          height={218}
          loading="lazy"
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '288 / 218',
            objectFit: 'cover',
          }}
        />
        <Typography.Text ellipsis style={{ display: 'block', padding: '6px 8px' }}>
          {item.display_name}
        </Typography.Text>
        {current && (
          <span
            style={{
              position: 'absolute',
              top: 6,
              right: 6,
              padding: '0 6px',
              borderRadius: token.borderRadiusSM,
              background: token.colorPrimary,
              color: token.colorWhite,
              fontSize: token.fontSizeSM,
            }}
          >
            <CheckCircleFilled /> {t('stockImages.current')}
          </span>
        )}
      </button>
    );
  };

  return (
    <Modal
      open={open}
      title={t('stockImages.pickerTitle')}
      onCancel={onClose}
      footer={null}
      width={880}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('stockImages.pickerIntro')}</Typography.Paragraph>
      <StockImageFilters browser={browser} />
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Spin spinning={list.isFetching}>
          {items.length === 0 && !list.isPending ? (
            <Empty
              description={browser.filtered ? t('stockImages.noMatch') : t('stockImages.pickerEmpty')}
              style={{ padding: '32px 0' }}
            />
          ) : (
            <section aria-label={t('stockImages.pickerTitle')} style={{ ...grid, minHeight: 120 }}>
              {items.map(tile)}
            </section>
          )}
          <StockImagePager browser={browser} sizes={[12]} />
        </Spin>
      )}
    </Modal>
  );
}
