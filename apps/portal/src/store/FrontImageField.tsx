import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { mediaLimits } from '@meja/contracts/constants';
import { Button, Flex, Image, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { formatBytes } from '../media/limits';
import { MediaLibraryPicker } from '../media/MediaLibraryPicker';
import type { PictureValue } from './values';

interface Props {
  value?: PictureValue;
  onChange?: (value: PictureValue) => void;
  disabled?: boolean;
  /** The merchant's media library can be opened (admins, the owner, Setting staff). */
  library: boolean;
  merchantId?: number;
}

/**
 * The store's front image: upload a new one (saved with the form, judged by the server) or pick
 * one from the media library; remove it. A custom form control: `value` is the picture state.
 */
export function FrontImageField({ value, onChange, disabled, library, merchantId }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const current = value ?? { url: null, mediaId: null };

  // A preview URL of a chosen file lives until another replaces it.
  useEffect(() => {
    const url = current.file ? current.url : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [current.file, current.url]);

  const choose = (file: File) => {
    const problem = !(mediaLimits.accept as readonly string[]).includes(file.type)
      ? t('media.wrongType', { name: file.name })
      : file.size > mediaLimits.maxBytes
        ? t('media.tooLarge', { name: file.name, size: formatBytes(file.size) })
        : undefined;
    if (problem) feedback.message.error(problem);
    else onChange?.({ url: URL.createObjectURL(file), mediaId: null, file });
    return Upload.LIST_IGNORE;
  };

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
            alt={t('store.fields.picture')}
            width={240}
            height={109}
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <Typography.Text type="secondary">
            <PictureOutlined /> {t('store.picture.none')}
          </Typography.Text>
        )}
      </div>
      <Space orientation="vertical" size={8}>
        <Upload
          accept={mediaLimits.accept.join(',')}
          showUploadList={false}
          beforeUpload={choose}
          disabled={disabled}
        >
          <Button icon={<UploadOutlined />} disabled={disabled}>
            {t('store.picture.upload')}
          </Button>
        </Upload>
        {library && (
          <Button icon={<PictureOutlined />} onClick={() => setPicking(true)} disabled={disabled}>
            {t('store.picture.pick')}
          </Button>
        )}
        {current.url && (
          <Button
            icon={<DeleteOutlined />}
            danger
            disabled={disabled}
            onClick={() => onChange?.({ url: null, mediaId: null })}
          >
            {t('store.picture.remove')}
          </Button>
        )}
        {current.file && (
          <Typography.Text type="secondary">
            {t('store.picture.newFile', { name: current.file.name })}
          </Typography.Text>
        )}
      </Space>
      {library && (
        <MediaLibraryPicker
          open={picking}
          merchantId={merchantId}
          title={t('store.picture.pickTitle')}
          emptyText={t('store.picture.pickEmpty')}
          onClose={() => setPicking(false)}
          onPick={(m) => {
            onChange?.({ url: m.picture, mediaId: m.id });
            setPicking(false);
          }}
        />
      )}
    </Flex>
  );
}
