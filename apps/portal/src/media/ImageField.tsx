import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import type { TMedia } from '@meja/contracts';
import { mediaLimits } from '@meja/contracts/constants';
import { Button, Flex, Image, Space, Typography, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { pictureProblem } from './limits';
import { MediaLibraryPicker } from './MediaLibraryPicker';

/** A picture as a form holds it: where it shows from, the library photo, or a file to upload. */
export interface ImageValue {
  url: string | null;
  mediaId: number | null;
  file?: File;
}

export interface ImageFieldTexts {
  alt: string;
  none: string;
  upload: string;
  /** The media library's button, and its dialog's title and empty text. */
  pick: string;
  pickTitle: string;
  pickEmpty: string;
  remove: string;
}

export interface ImageFieldProps {
  url: string | null;
  file?: File;
  onChange: (value: ImageValue) => void;
  texts: ImageFieldTexts;
  /** Under the buttons: where the picture comes from. */
  source?: string;
  disabled?: boolean;
  /** The merchant's media library may be opened. */
  library: boolean;
  merchantId?: number;
  /** More ways to pick one (their buttons, then their dialogs). */
  buttons?: ReactNode;
  dialogs?: ReactNode;
}

/**
 * A picture of a form (a store's front, a food): upload a new one (saved with the form, judged by
 * the server), pick one from the merchant's media library, or remove it. A file the server would
 * refuse by its declared type or size is refused at once.
 */
export function ImageField(p: ImageFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const { url, file, onChange, texts, disabled } = p;

  // A preview URL of a chosen file lives until another replaces it.
  useEffect(() => {
    const preview = file ? url : null;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [file, url]);

  const choose = (chosen: File) => {
    const problem = pictureProblem(t, chosen);
    if (problem) feedback.message.error(problem);
    else onChange({ url: URL.createObjectURL(chosen), mediaId: null, file: chosen });
    return Upload.LIST_IGNORE;
  };
  const picked = (m: TMedia) => {
    onChange({ url: m.picture, mediaId: m.id });
    setPicking(false);
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
        {url ? (
          <Image src={url} alt={texts.alt} width={240} height={109} style={{ objectFit: 'cover' }} />
        ) : (
          <Typography.Text type="secondary">
            <PictureOutlined /> {texts.none}
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
            {texts.upload}
          </Button>
        </Upload>
        {p.library && (
          <Button icon={<PictureOutlined />} onClick={() => setPicking(true)} disabled={disabled}>
            {texts.pick}
          </Button>
        )}
        {p.buttons}
        {url && (
          <Button
            icon={<DeleteOutlined />}
            danger
            disabled={disabled}
            onClick={() => onChange({ url: null, mediaId: null })}
          >
            {texts.remove}
          </Button>
        )}
        {p.source && <Typography.Text type="secondary">{p.source}</Typography.Text>}
      </Space>
      {p.library && (
        <MediaLibraryPicker
          open={picking}
          merchantId={p.merchantId}
          title={texts.pickTitle}
          emptyText={texts.pickEmpty}
          onClose={() => setPicking(false)}
          onPick={picked}
        />
      )}
      {p.dialogs}
    </Flex>
  );
}
