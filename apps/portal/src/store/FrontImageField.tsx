import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useMediaList } from '@meja/client';
import { Button, Card, Empty, Flex, Image, Modal, Space, Spin, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { formatBytes, pictureLimits } from '../media/limits';
import type { PictureValue } from './values';

interface Props {
  value?: PictureValue;
  onChange?: (value: PictureValue) => void;
  disabled?: boolean;
  /** The merchant's media library can be opened (admins, the owner, Setting staff). */
  library: boolean;
  merchantId?: number;
}

function LibraryPicker(props: {
  open: boolean;
  merchantId?: number;
  onPick: (v: PictureValue) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = useMediaList({ start: 0, length: 60, merchant_id: props.merchantId }, { enabled: props.open });
  const items = list.data?.data ?? [];
  return (
    <Modal
      open={props.open}
      title={t('store.picture.pickTitle')}
      footer={null}
      onCancel={props.onClose}
      width={720}
    >
      {list.isLoading ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : items.length === 0 ? (
        <Empty description={t('store.picture.pickEmpty')} />
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
              onClick={() => props.onPick({ url: m.picture, mediaId: m.id })}
            >
              <Typography.Text ellipsis>{m.display_name}</Typography.Text>
            </Card>
          ))}
        </Flex>
      )}
    </Modal>
  );
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
    const problem = !(pictureLimits.types as readonly string[]).includes(file.type)
      ? t('media.wrongType', { name: file.name })
      : file.size > pictureLimits.maxBytes
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
          accept={pictureLimits.types.join(',')}
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
        <LibraryPicker
          open={picking}
          merchantId={merchantId}
          onClose={() => setPicking(false)}
          onPick={(v) => {
            onChange?.(v);
            setPicking(false);
          }}
        />
      )}
    </Flex>
  );
}
