import { useRenameMedia, useReplaceMedia, useUploadMedia } from '@meja/client';
import type { TMedia } from '@meja/contracts';
import { mediaLimits } from '@meja/contracts/constants';
import { Form, Input, Typography, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../kit/form/FormModal';
import { saveForm } from '../lib/form-errors';
import { textRules } from '../lib/validation';
import { PictureUpload } from './PictureUpload';

export type MediaModalState =
  | { mode: 'upload' }
  | { mode: 'rename'; item: TMedia }
  | { mode: 'replace'; item: TMedia }
  | null;

interface Values {
  display_name?: string;
  picture?: UploadFile[];
}

const titles = {
  upload: 'media.uploadTitle',
  rename: 'media.renameTitle',
  replace: 'media.replaceTitle',
} as const;

/**
 * Upload a photo, rename one, or replace its picture. The browser's check of type and size answers
 * at once; the server judges the file's content and its field messages land on the fields.
 */
export function MediaModal({ state, onClose }: { state: MediaModalState; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const upload = useUploadMedia();
  const rename = useRenameMedia();
  const replace = useReplaceMedia();
  const mode = state?.mode ?? 'upload';

  const submit = (values: Values) => {
    const file = values.picture?.[0]?.originFileObj;
    const displayName = values.display_name?.trim() ?? '';
    return saveForm(
      form,
      () =>
        state?.mode === 'rename'
          ? rename.mutateAsync({ id: state.item.id, body: { display_name: displayName } })
          : state?.mode === 'replace'
            ? replace.mutateAsync({ id: state.item.id, picture: file })
            : upload.mutateAsync({ display_name: displayName, picture: file as File }),
      onClose,
    );
  };

  return (
    <FormModal<Values>
      open={state !== null}
      title={t(titles[mode])}
      pending={upload.isPending || rename.isPending || replace.isPending}
      form={form}
      name="media"
      initialValues={{ display_name: state?.mode === 'rename' ? state.item.display_name : '' }}
      onFinish={submit}
      onClose={onClose}
      kept
      before={
        state?.mode === 'replace' && (
          <Typography.Paragraph type="secondary">
            {state.item.display_name}: {t('media.replaceHint')}
          </Typography.Paragraph>
        )
      }
    >
      {mode !== 'rename' && (
        <PictureUpload
          form={form}
          label={t('media.picture')}
          extra={t('media.pictureHint')}
          choose={t('media.choose')}
          required
          names={mode === 'upload'}
        />
      )}
      {mode !== 'replace' && (
        <Form.Item
          name="display_name"
          label={t('media.displayName')}
          rules={textRules(t, mediaLimits.maxDisplayName)}
        >
          <Input
            autoFocus={mode === 'rename'}
            placeholder={t('media.displayNamePlaceholder')}
            maxLength={mediaLimits.maxDisplayName}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
