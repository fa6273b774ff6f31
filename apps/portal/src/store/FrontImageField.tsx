import { useTranslation } from 'react-i18next';
import { ImageField } from '../media/ImageField';
import type { PictureValue } from './values';

interface Props {
  value?: PictureValue;
  onChange?: (value: PictureValue) => void;
  disabled?: boolean;
  /** The merchant's media library can be opened (admins, the owner, Setting staff). */
  library: boolean;
  merchantId?: number;
}

/** The store's front image, a custom form control: `value` is the picture state. */
export function FrontImageField({ value, onChange, disabled, library, merchantId }: Props) {
  const { t } = useTranslation();
  const current = value ?? { url: null, mediaId: null };
  return (
    <ImageField
      url={current.url}
      file={current.file}
      onChange={(v) => onChange?.(v)}
      texts={{
        alt: t('store.fields.picture'),
        none: t('store.picture.none'),
        upload: t('store.picture.upload'),
        pick: t('store.picture.pick'),
        pickTitle: t('store.picture.pickTitle'),
        pickEmpty: t('store.picture.pickEmpty'),
        remove: t('store.picture.remove'),
      }}
      source={current.file && t('store.picture.newFile', { name: current.file.name })}
      disabled={disabled}
      library={library}
      merchantId={merchantId}
    />
  );
}
