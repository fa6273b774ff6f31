import { AppstoreOutlined, DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useMediaList } from '@meja/client';
import { Button, Card, Empty, Flex, Image, Modal, Space, Spin, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { pictureProblem } from '../../media/limits';
import { StockImagePicker } from '../../stock-images/StockImagePicker';
import type { FoodPicture } from './values';

/** The merchant's media library, to pick a picture already uploaded. */
function MediaPicker(props: {
  open: boolean;
  merchantId?: number;
  onPick: (v: FoodPicture) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = useMediaList({ start: 0, length: 60, merchant_id: props.merchantId }, { enabled: props.open });
  const items = list.data?.data ?? [];
  return (
    <Modal
      open={props.open}
      title={t('foods.picture.libraryTitle')}
      footer={null}
      onCancel={props.onClose}
      width={720}
    >
      {list.isLoading ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : items.length === 0 ? (
        <Empty description={t('foods.picture.libraryEmpty')} />
      ) : (
        <Flex wrap gap={12}>
          {items.map((m) => (
            <Card
              key={m.id}
              hoverable
              size="small"
              style={{ width: 150 }}
              cover={
                <img src={m.urls.thumb} alt={m.display_name} style={{ height: 110, objectFit: 'cover' }} />
              }
              onClick={() => props.onPick({ url: m.picture, mediaId: m.id, stockImageId: null })}
            >
              <Typography.Text ellipsis>{m.display_name}</Typography.Text>
            </Card>
          ))}
        </Flex>
      )}
    </Modal>
  );
}

interface Props {
  value?: FoodPicture;
  onChange?: (value: FoodPicture) => void;
  merchantId?: number;
  /** The merchant's media library may be opened. */
  library: boolean;
  /** The admin's food image library may be opened. */
  stock: boolean;
}

/**
 * A food's picture: upload a new one (saved with the item, judged by the server), pick one from
 * the merchant's media library or from the admin's food image library, or remove it.
 */
export function FoodPictureField({ value, onChange, merchantId, library, stock }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<'library' | 'stock' | null>(null);
  const current = value ?? { url: null, mediaId: null, stockImageId: null };

  // A preview URL of a chosen file lives until another replaces it.
  useEffect(() => {
    const url = current.file ? current.url : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [current.file, current.url]);

  const choose = (file: File) => {
    const problem = pictureProblem(t, file);
    if (problem) feedback.message.error(problem);
    else onChange?.({ url: URL.createObjectURL(file), mediaId: null, stockImageId: null, file });
    return Upload.LIST_IGNORE;
  };

  const source = current.file
    ? t('foods.picture.newFile', { name: current.file.name })
    : current.mediaId !== null
      ? t('foods.picture.fromLibrary')
      : current.stockImageId !== null
        ? t('foods.picture.fromStock', { name: current.stockName ?? `#${current.stockImageId}` })
        : undefined;

  return (
    <Flex gap={16} wrap align="flex-start">
      <div
        style={{
          width: 240,
          height: 109,
          borderRadius: 8,
          overflow: 'hidden',
          background: 'rgba(0,0,0,0.04)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {current.url ? (
          <Image
            src={current.url}
            alt={t('foods.fields.picture')}
            width={240}
            height={109}
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <Typography.Text type="secondary">
            <PictureOutlined /> {t('foods.picture.none')}
          </Typography.Text>
        )}
      </div>
      <Space orientation="vertical" size={8}>
        <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={choose}>
          <Button icon={<UploadOutlined />}>{t('foods.picture.upload')}</Button>
        </Upload>
        {library && (
          <Button icon={<PictureOutlined />} onClick={() => setPicking('library')}>
            {t('foods.picture.library')}
          </Button>
        )}
        {stock && (
          <Button icon={<AppstoreOutlined />} onClick={() => setPicking('stock')}>
            {t('foods.picture.stock')}
          </Button>
        )}
        {current.url && (
          <Button
            icon={<DeleteOutlined />}
            danger
            onClick={() => onChange?.({ url: null, mediaId: null, stockImageId: null })}
          >
            {t('foods.picture.remove')}
          </Button>
        )}
        {source && <Typography.Text type="secondary">{source}</Typography.Text>}
      </Space>
      {library && (
        <MediaPicker
          open={picking === 'library'}
          merchantId={merchantId}
          onClose={() => setPicking(null)}
          onPick={(v) => {
            onChange?.(v);
            setPicking(null);
          }}
        />
      )}
      {stock && (
        <StockImagePicker
          open={picking === 'stock'}
          selectedId={current.stockImageId}
          onClose={() => setPicking(null)}
          onPick={(img) =>
            onChange?.({
              url: img.urls.card,
              mediaId: null,
              stockImageId: img.id,
              stockName: img.display_name,
            })
          }
        />
      )}
    </Flex>
  );
}
