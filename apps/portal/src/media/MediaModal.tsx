import { UploadOutlined } from '@ant-design/icons';
import { useRenameMedia, useReplaceMedia, useUploadMedia } from '@meja/client';
import type { TMedia } from '@meja/contracts';
import { mediaLimits } from '@meja/contracts/constants';
import { App, Button, Form, Input, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../lib/form-errors';
import { maxRule } from '../lib/validation';
import { pictureProblem } from './limits';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const upload = useUploadMedia();
  const rename = useRenameMedia();
  const replace = useReplaceMedia();
  const pending = upload.isPending || rename.isPending || replace.isPending;
  const mode = state?.mode ?? 'upload';
  const withName = mode !== 'replace';
  const withPicture = mode !== 'rename';

  // The form outlives the dialog (forceRender): each opening starts from this photo's name (or none).
  useEffect(() => {
    if (state) form.resetFields();
  }, [state, form]);

  /** Refuses a file the server would refuse by its declared type or size, on the field, at once. */
  const check = (file: File) => {
    const problem = pictureProblem(t, file);
    if (!problem) return false; // keep it for the form; nothing uploads before Save
    form.setFields([{ name: 'picture', errors: [problem] }]);
    return Upload.LIST_IGNORE;
  };

  const picked = (files: UploadFile[]) => {
    const name = files[0]?.name;
    if (mode === 'upload' && name && !form.getFieldValue('display_name')) {
      form.setFieldValue('display_name', name.replace(/\.[^.]+$/, '').slice(0, mediaLimits.maxDisplayName));
    }
    return files;
  };

  const submit = async (values: Values) => {
    try {
      const file = values.picture?.[0]?.originFileObj;
      const displayName = values.display_name?.trim() ?? '';
      const reply =
        state?.mode === 'rename'
          ? await rename.mutateAsync({ id: state.item.id, body: { display_name: displayName } })
          : state?.mode === 'replace'
            ? await replace.mutateAsync({ id: state.item.id, picture: file })
            : await upload.mutateAsync({ display_name: displayName, picture: file as File });
      if (reply.message) message.success(reply.message);
      onClose();
    } catch (err) {
      showFormError(form, err);
    }
  };

  return (
    <Modal
      open={state !== null}
      title={t(titles[mode])}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {state?.mode === 'replace' && (
        <Typography.Paragraph type="secondary">
          {state.item.display_name}: {t('media.replaceHint')}
        </Typography.Paragraph>
      )}
      <Form<Values>
        form={form}
        name="media"
        layout="vertical"
        preserve={false}
        initialValues={{ display_name: state?.mode === 'rename' ? state.item.display_name : '' }}
        onFinish={submit}
      >
        {withPicture && (
          <Form.Item
            name="picture"
            label={t('media.picture')}
            extra={t('media.pictureHint')}
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile[] }) => picked(e.fileList)}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Upload
              accept={mediaLimits.accept.join(',')}
              listType="picture"
              maxCount={1}
              beforeUpload={check}
            >
              <Button icon={<UploadOutlined />}>{t('media.choose')}</Button>
            </Upload>
          </Form.Item>
        )}
        {withName && (
          <Form.Item
            name="display_name"
            label={t('media.displayName')}
            rules={[
              { required: true, whitespace: true, message: t('validation.required') },
              maxRule(t, mediaLimits.maxDisplayName),
            ]}
          >
            <Input
              autoFocus={mode === 'rename'}
              placeholder={t('media.displayNamePlaceholder')}
              maxLength={mediaLimits.maxDisplayName}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
