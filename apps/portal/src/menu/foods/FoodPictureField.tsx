import { AppstoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../media/ImageField';
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

/** A food's picture: also one from the admin's food image library. */
export function FoodPictureField({ value, onChange, merchantId, library, stock }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const current = value ?? { url: null, mediaId: null, stockImageId: null };

  const source = current.file
    ? t('foods.picture.newFile', { name: current.file.name })
    : current.mediaId !== null
      ? t('foods.picture.fromLibrary')
      : current.stockImageId !== null
        ? t('foods.picture.fromStock', { name: current.stockName ?? `#${current.stockImageId}` })
        : undefined;

  return (
    <ImageField
      url={current.url}
      file={current.file}
      onChange={(v) => onChange?.({ ...v, stockImageId: null })}
      texts={{
        alt: t('foods.fields.picture'),
        none: t('foods.picture.none'),
        upload: t('foods.picture.upload'),
        pick: t('foods.picture.library'),
        pickTitle: t('foods.picture.libraryTitle'),
        pickEmpty: t('foods.picture.libraryEmpty'),
        remove: t('foods.picture.remove'),
      }}
      source={source}
      library={library}
      merchantId={merchantId}
      buttons={
        stock && (
          <Button icon={<AppstoreOutlined />} onClick={() => setPicking(true)}>
            {t('foods.picture.stock')}
          </Button>
        )
      }
      dialogs={
        stock && (
          <StockImagePicker
            open={picking}
            selectedId={current.stockImageId}
            onClose={() => setPicking(false)}
            onPick={(img) =>
              onChange?.({
                url: img.urls.card,
                mediaId: null,
                stockImageId: img.id,
                stockName: img.display_name,
              })
            }
          />
        )
      }
    />
  );
}
