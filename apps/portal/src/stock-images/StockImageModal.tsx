import { UploadOutlined } from '@ant-design/icons';
import { useCreateStockImage, useStockImageTags, useUpdateStockImage } from '@meja/client';
import type { TStockImage } from '@meja/contracts';
import { mediaLimits, stockImageLimits } from '@meja/contracts/constants';
import { App, Button, Form, Input, Modal, Select, Typography, Upload, type UploadFile } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../lib/form-errors';
import { maxRule } from '../lib/validation';
import { pictureProblem } from '../media/limits';

export type StockImageModalState = { mode: 'upload' } | { mode: 'edit'; item: TStockImage } | null;

interface Values {
  display_name?: string;
  tags?: string[];
  picture?: UploadFile[];
}

/** Trimmed, lower case, no empty ones, each once: what the server will store. */
const normalized = (tags: string[] | undefined) => [
  ...new Set((tags ?? []).map((x) => x.trim().toLowerCase()).filter((x) => x.length > 0)),
];

/**
 * Upload a stock food photo, or edit one: rename, retag, replace the picture. The browser's check of
 * type and size (the media library's) answers at once; the server's field messages land on the fields.
 */
export function StockImageModal({ state, onClose }: { state: StockImageModalState; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateStockImage();
  const update = useUpdateStockImage();
  const known = useStockImageTags({ enabled: state !== null });
  const editing = state?.mode === 'edit' ? state.item : undefined;

  // The form instance outlives the dialog: each opening starts from this photo's values (or none).
  useEffect(() => {
    if (state) form.resetFields();
  }, [state, form]);

  const check = (file: File) => {
    const problem = pictureProblem(t, file);
    if (!problem) return false; // keep it for the form; nothing uploads before Save
    form.setFields([{ name: 'picture', errors: [problem] }]);
    return Upload.LIST_IGNORE;
  };

  const picked = (files: UploadFile[]) => {
    const name = files[0]?.name;
    if (!editing && name && !form.getFieldValue('display_name')) {
      form.setFieldValue('display_name', name.replace(/\.[^.]+$/, '').slice(0, mediaLimits.maxDisplayName));
    }
    return files;
  };

  const submit = async (values: Values) => {
    try {
      const file = values.picture?.[0]?.originFileObj;
      const fields = { display_name: values.display_name?.trim() ?? '', tags: normalized(values.tags) };
      const reply = editing
        ? await update.mutateAsync({ id: editing.id, ...fields, picture: file })
        : await create.mutateAsync({ ...fields, picture: file as File });
      if (reply.message) message.success(reply.message);
      onClose();
    } catch (err) {
      showFormError(form, err);
    }
  };

  return (
    <Modal
      open={state !== null}
      title={t(editing ? 'stockImages.editTitle' : 'stockImages.uploadTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form<Values>
        form={form}
        name="stock-image"
        layout="vertical"
        preserve={false}
        initialValues={{ display_name: editing?.display_name ?? '', tags: editing?.tags ?? [] }}
        onFinish={submit}
      >
        {editing && (
          <img
            src={editing.urls.card}
            alt={editing.display_name}
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '750 / 340',
              marginBottom: 16,
            }}
          />
        )}
        <Form.Item
          name="picture"
          label={t(editing ? 'stockImages.newPicture' : 'stockImages.picture')}
          extra={editing ? t('stockImages.replaceHint') : t('stockImages.pictureHint')}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => picked(e.fileList)}
          rules={editing ? [] : [{ required: true, message: t('validation.required') }]}
        >
          <Upload accept={mediaLimits.accept.join(',')} listType="picture" maxCount={1} beforeUpload={check}>
            <Button icon={<UploadOutlined />}>{t('stockImages.choose')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item
          name="display_name"
          label={t('stockImages.displayName')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            maxRule(t, mediaLimits.maxDisplayName),
          ]}
        >
          <Input
            placeholder={t('stockImages.displayNamePlaceholder')}
            maxLength={mediaLimits.maxDisplayName}
          />
        </Form.Item>
        <Form.Item
          name="tags"
          label={t('stockImages.tags')}
          extra={t('stockImages.tagsHint')}
          normalize={(value: string[] | undefined) => normalized(value)}
          rules={[
            {
              validator: async (_, value: string[] | undefined) => {
                const tags = normalized(value);
                if (tags.some((x) => x.length > stockImageLimits.maxTagLength))
                  throw new Error(t('stockImages.tagTooLong'));
                if (tags.length > stockImageLimits.maxTags) throw new Error(t('stockImages.tooManyTags'));
              },
            },
          ]}
        >
          <Select
            mode="tags"
            aria-label={t('stockImages.tags')}
            placeholder={t('stockImages.tagsPlaceholder')}
            tokenSeparators={[',']}
            options={(known.data ?? []).map((x) => ({ value: x.tag, label: x.tag }))}
            maxTagTextLength={stockImageLimits.maxTagLength}
          />
        </Form.Item>
        {editing && (
          <Typography.Text type="secondary">
            {editing.used_by > 0
              ? t('stockImages.usedBy', { count: editing.used_by })
              : t('stockImages.unused')}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
