import { AppstoreOutlined, DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { pictureProblem } from '../../media/limits';
import { MediaLibraryPicker } from '../../media/MediaLibraryPicker';
import { StockImagePicker } from '../../stock-images/StockImagePicker';
import type { FoodPicture } from './values';

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
        <MediaLibraryPicker
          open={picking === 'library'}
          merchantId={merchantId}
          title={t('foods.picture.libraryTitle')}
          emptyText={t('foods.picture.libraryEmpty')}
          onClose={() => setPicking(null)}
          onPick={(m) => {
            onChange?.({ url: m.picture, mediaId: m.id, stockImageId: null });
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
