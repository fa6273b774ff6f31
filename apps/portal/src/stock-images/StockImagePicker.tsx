import { CheckCircleFilled } from '@ant-design/icons';
import { useStockImageList } from '@meja/client';
import type { TMediaUrls, TStockImage } from '@meja/contracts';
import { Modal, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../kit/list/CardGrid';
import { ListFilters } from '../kit/list/ListFilters';
import { useListState } from '../kit/list/useListState';
import { LoadError } from '../kit/Results';
import { PhotoThumb } from '../media/PhotoCard';
import { useTagFilter } from './tag-filter';

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

/**
 * Choose a photo of the admin's food image library: search by name or tag, filter by a tag chip,
 * page through thumbnails, click one. For admins, merchants and staff with Setting access
 * (`stock_images.read`). The list loads only while the picker is open.
 */
export function StockImagePicker({ open, onPick, onClose, selectedId }: StockImagePickerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tags = useTagFilter(open);
  // A dialog over another page: what it shows is its own, not the page's address.
  const list = useListState(12, tags, 'memory');
  const rows = useStockImageList(list.query, { enabled: open });

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
        <PhotoThumb src={item.urls.thumb} alt="" />
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
      <ListFilters
        id="stock-picker"
        list={list}
        search={{ placeholder: 'stockImages.search', width: 320 }}
        filters={tags}
      />
      {rows.isError ? (
        <LoadError error={rows.error} onRetry={() => rows.refetch()} />
      ) : (
        <CardGrid
          label={t('stockImages.pickerTitle')}
          rows={rows.data?.data ?? []}
          card={tile}
          size="small"
          loading={rows.isFetching}
          pending={rows.isPending}
          empty={t(list.filtered ? 'stockImages.noMatch' : 'stockImages.pickerEmpty')}
          page={list.page}
          pageSize={list.pageSize}
          total={rows.data?.recordsFiltered ?? 0}
          totalText={(count) => t('stockImages.total', { count })}
          sizes={[12]}
          onPage={list.turnTo}
        />
      )}
    </Modal>
  );
}
