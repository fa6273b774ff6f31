import { useCreateStockImage, useStockImageTags, useUpdateStockImage } from '@meja/client';
import type { TStockImage } from '@meja/contracts';
import { mediaLimits, stockImageLimits } from '@meja/contracts/constants';
import { Form, Input, Select, Typography, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../kit/form/FormModal';
import { saveForm } from '../lib/form-errors';
import { textRules } from '../lib/validation';
import { PictureUpload } from '../media/PictureUpload';

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
  const [form] = Form.useForm<Values>();
  const create = useCreateStockImage();
  const update = useUpdateStockImage();
  const known = useStockImageTags({ enabled: state !== null });
  const editing = state?.mode === 'edit' ? state.item : undefined;

  const submit = (values: Values) => {
    const file = values.picture?.[0]?.originFileObj;
    const fields = { display_name: values.display_name?.trim() ?? '', tags: normalized(values.tags) };
    return saveForm(
      form,
      () =>
        editing
          ? update.mutateAsync({ id: editing.id, ...fields, picture: file })
          : create.mutateAsync({ ...fields, picture: file as File }),
      onClose,
    );
  };

  return (
    <FormModal<Values>
      open={state !== null}
      title={t(editing ? 'stockImages.editTitle' : 'stockImages.uploadTitle')}
      pending={create.isPending || update.isPending}
      form={form}
      name="stock-image"
      initialValues={{ display_name: editing?.display_name ?? '', tags: editing?.tags ?? [] }}
      onFinish={submit}
      onClose={onClose}
      kept
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
      <PictureUpload
        form={form}
        label={t(editing ? 'stockImages.newPicture' : 'stockImages.picture')}
        extra={editing ? t('stockImages.replaceHint') : t('stockImages.pictureHint')}
        choose={t('stockImages.choose')}
        required={!editing}
        names={!editing}
      />
      <Form.Item
        name="display_name"
        label={t('stockImages.displayName')}
        rules={textRules(t, mediaLimits.maxDisplayName)}
      >
        <Input placeholder={t('stockImages.displayNamePlaceholder')} maxLength={mediaLimits.maxDisplayName} />
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
    </FormModal>
  );
}
