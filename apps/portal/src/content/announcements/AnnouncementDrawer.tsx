import { ApiError, isApiError, useCreateAnnouncement, useUpdateAnnouncement } from '@meja/client';
import {
  type AnnouncementAudience,
  announcementAudiences,
  announcementLimits,
  type TAnnouncement,
} from '@meja/contracts';
import { App, DatePicker, Drawer, Form, type GetProps, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerButtons } from '../../kit/form/FormButtons';
import { showFormError } from '../../lib/form-errors';
import { fromKlPicker, toKlPicker } from '../../lib/kl-time';
import { maxRule } from '../../lib/validation';
import { RichTextField } from '../rich-text/RichTextField';

export type AnnouncementDrawerState = { mode: 'create' } | { mode: 'edit'; row: TAnnouncement } | null;

interface Values {
  title: string;
  audience: AnnouncementAudience;
  window: [Dayjs | null, Dayjs | null] | null;
  body: string;
}

const initialOf = (state: AnnouncementDrawerState): Partial<Values> =>
  state?.mode === 'edit'
    ? {
        title: state.row.title,
        audience: state.row.audience,
        // The window is picked and shown in Kuala Lumpur time, whatever the browser's zone.
        window: [toKlPicker(state.row.publish_at), toKlPicker(state.row.expire_at)],
        body: state.row.body,
      }
    : { title: '', audience: 'merchants', window: null, body: '' };

/** The server names the window's ends apart; the form has them in one range field. */
function onWindow(err: unknown): unknown {
  if (!isApiError(err) || !err.errors) return err;
  const { publish_at, expire_at, ...rest } = err.errors;
  const window = expire_at ?? publish_at;
  if (!window) return err;
  return new ApiError(err.status, { code: err.code, message: err.message, errors: { ...rest, window } });
}

/** Create or edit an announcement: title, audience, publish window and the message in rich text. */
export function AnnouncementDrawer({
  state,
  onClose,
}: {
  state: AnnouncementDrawerState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (state) form.setFieldsValue(initialOf(state));
  }, [state, form]);

  const submit = async ({ window, ...values }: Values) => {
    const body = {
      ...values,
      publish_at: fromKlPicker(window?.[0]),
      expire_at: fromKlPicker(window?.[1]),
    };
    try {
      const reply =
        state?.mode === 'edit'
          ? await update.mutateAsync({ id: state.row.id, body })
          : await create.mutateAsync(body);
      if (reply.message) message.success(reply.message);
      onClose();
    } catch (err) {
      showFormError(form, onWindow(err));
    }
  };

  const required = { required: true, message: t('validation.required') };
  return (
    <Drawer
      open={state !== null}
      title={t(state?.mode === 'edit' ? 'announcements.editTitle' : 'announcements.createTitle')}
      onClose={onClose}
      size={720}
      destroyOnHidden
      extra={<DrawerButtons pending={pending} onSave={() => form.submit()} onCancel={onClose} />}
    >
      <Form<Values>
        form={form}
        name="announcement"
        layout="vertical"
        initialValues={initialOf(state)}
        onFinish={submit}
      >
        <Form.Item
          name="title"
          label={t('announcements.fields.title')}
          rules={[{ ...required, whitespace: true }, maxRule(t, announcementLimits.title)]}
        >
          <Input maxLength={announcementLimits.title} showCount />
        </Form.Item>
        <Form.Item
          name="audience"
          label={t('announcements.fields.audience')}
          extra={t('announcements.audienceHint')}
          rules={[required]}
        >
          <Select
            options={announcementAudiences.map((a) => ({
              value: a,
              label: t(`announcements.audience.${a}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="window"
          label={t('announcements.fields.window')}
          extra={t('announcements.fields.windowHint')}
        >
          <WindowPicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            placeholder={[t('announcements.fields.start'), t('announcements.fields.end')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="body" label={t('announcements.fields.body')} rules={[required]}>
          <RichTextField aria-label={t('announcements.fields.body')} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/**
 * The start and end of the window: the field's label names the first input only, so the second
 * has its own (for screen readers; its placeholder shows it).
 */
function WindowPicker({ id, ...props }: GetProps<typeof DatePicker.RangePicker>) {
  const { t } = useTranslation();
  const start = typeof id === 'string' ? id : id?.start;
  const end = `${start}_end`;
  return (
    <>
      <DatePicker.RangePicker {...props} id={{ start, end }} />
      <label htmlFor={end} className="visually-hidden">
        {t('announcements.fields.end')}
      </label>
    </>
  );
}
