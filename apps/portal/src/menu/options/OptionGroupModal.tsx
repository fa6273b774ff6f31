import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useCreateOptionGroup, useOptionGroup, useUpdateOptionGroup } from '@meja/client';
import type { TOptionGroup } from '@meja/contracts';
import { maxOptionsPerGroup } from '@meja/contracts/constants';
import { Button, Flex, Form, Input, InputNumber, Switch, Typography } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../kit/form/FormModal';
import { saveForm } from '../../lib/form-errors';
import { textRules } from '../../lib/validation';
import { useVersionedEdit } from '../versioned-edit';

export type GroupModalState = { mode: 'create' } | { mode: 'edit'; group: TOptionGroup } | null;

interface OptionValues {
  id?: number;
  name: string;
  price: string;
  status: boolean;
}
interface Values {
  name: string;
  min_qty: number;
  max_qty: number;
  status: boolean;
  options: OptionValues[];
}

/** RM with at most two decimals, as the server takes it (packages/contracts money.ts). */
const pricePattern = /^\s*(RM\s*)?(\d{1,3}(,\d{3})+|\d+)?(\.\d{0,2})?\s*$/i;

const valuesOf = (g?: TOptionGroup): Values =>
  g
    ? {
        name: g.name,
        min_qty: g.min_qty,
        max_qty: g.max_qty,
        status: g.status === 1,
        options: g.options.map((o) => ({ id: o.id, name: o.name, price: o.price, status: o.status === 1 })),
      }
    : {
        name: '',
        min_qty: 0,
        max_qty: 1,
        status: true,
        options: [{ name: '', price: '0.00', status: true }],
      };

interface Props {
  state: GroupModalState;
  merchantId?: number;
  onClose: () => void;
}

/** Mounted per opening, so its form starts from this group's values. */
export const OptionGroupModal = (props: Props) =>
  props.state && <GroupDialog key={props.state.mode === 'edit' ? props.state.group.id : 'new'} {...props} />;

/**
 * The "option" (create) and "edit option" modals: a group's name, how many choices a diner makes
 * (min to max) and its options, each with an extra price in RM. Saving keeps the options that were
 * already there (orders refer to them) and removes the ones taken out of the list.
 */
function GroupDialog({ state, merchantId, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateOptionGroup();
  const update = useUpdateOptionGroup();
  const editing = state?.mode === 'edit' ? state.group : undefined;
  const versioned = useVersionedEdit({
    editing,
    row: useOptionGroup(editing?.id, { enabled: false }),
    fill: (row) => form.setFieldsValue(valuesOf(row)),
    texts: 'menuOptions',
  });

  const submit = (values: Values) => {
    const body = {
      name: values.name.trim(),
      min_qty: values.min_qty,
      max_qty: values.max_qty,
      status: values.status,
      options: values.options.map((o) => ({
        id: o.id,
        name: o.name.trim(),
        price: o.price.trim() || '0',
        status: o.status,
      })),
    };
    return saveForm(
      form,
      () =>
        editing
          ? update.mutateAsync({
              id: editing.id,
              body: { ...body, version: versioned.version ?? editing.version },
            })
          : create.mutateAsync({ ...body, merchant_id: merchantId }),
      onClose,
      versioned.conflict,
    );
  };

  const activeCount = (options: OptionValues[] | undefined) =>
    (options ?? []).filter((o) => o?.status).length;

  const optionRow = (field: FormListFieldData, remove: (n: number) => void, count: number) => (
    <Flex key={field.key} gap={8} align="start" wrap data-testid="option-row">
      <Form.Item name={[field.name, 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name={[field.name, 'name']}
        style={{ flex: '1 1 180px', marginBottom: 8 }}
        rules={[
          ...textRules(t, 80),
          ({ getFieldValue }) => ({
            validator: async (_, value: unknown) => {
              if (typeof value !== 'string' || !value.trim()) return;
              const names = ((getFieldValue('options') as OptionValues[]) ?? [])
                .slice(0, field.name)
                .map((o) => o?.name?.trim().toLowerCase());
              if (names.includes(value.trim().toLowerCase())) throw new Error(t('menuOptions.nameRepeated'));
            },
          }),
        ]}
      >
        <Input
          placeholder={t('menuOptions.optionNamePlaceholder')}
          aria-label={`${t('menuOptions.optionName')} ${field.name + 1}`}
          maxLength={80}
        />
      </Form.Item>
      <Form.Item
        name={[field.name, 'price']}
        style={{ flex: '0 1 140px', marginBottom: 8 }}
        rules={[{ pattern: pricePattern, message: t('menuOptions.price') }]}
      >
        <Input
          prefix="RM"
          inputMode="decimal"
          aria-label={`${t('menuOptions.optionPrice')} ${field.name + 1}`}
        />
      </Form.Item>
      <Form.Item
        name={[field.name, 'status']}
        valuePropName="checked"
        style={{ marginBottom: 8, paddingTop: 4 }}
        tooltip={t('menuOptions.optionActive')}
      >
        <Switch
          size="small"
          checkedChildren={t('menuOptions.active')}
          unCheckedChildren={t('menuOptions.inactive')}
          aria-label={`${t('menuOptions.optionActive')} ${field.name + 1}`}
        />
      </Form.Item>
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('menuOptions.removeOption', { n: field.name + 1 })}
        disabled={count <= 1}
        onClick={() => remove(field.name)}
      />
    </Flex>
  );

  return (
    <FormModal<Values>
      open={state !== null}
      title={t(editing ? 'menuOptions.editTitle' : 'menuOptions.addTitle')}
      pending={create.isPending || update.isPending}
      form={form}
      name="option-group"
      initialValues={valuesOf(editing)}
      onFinish={submit}
      onClose={onClose}
      width={640}
      before={versioned.alert}
    >
      <Form.Item name="name" label={t('menuOptions.name')} rules={textRules(t, 80)}>
        <Input autoFocus placeholder={t('menuOptions.namePlaceholder')} maxLength={80} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="min_qty"
          label={t('menuOptions.minQty')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber min={0} max={maxOptionsPerGroup} precision={0} />
        </Form.Item>
        <Form.Item
          name="max_qty"
          label={t('menuOptions.maxQty')}
          dependencies={['min_qty', 'options']}
          rules={[
            { required: true, message: t('validation.required') },
            ({ getFieldValue }) => ({
              validator: async (_, value: unknown) => {
                if (typeof value !== 'number') return;
                if (value < (getFieldValue('min_qty') ?? 0)) throw new Error(t('menuOptions.maxBelowMin'));
                if (value > activeCount(getFieldValue('options')))
                  throw new Error(t('menuOptions.maxOverCount'));
              },
            }),
          ]}
        >
          <InputNumber min={0} max={maxOptionsPerGroup} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('menuOptions.visible')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('menuOptions.minMaxHint')}
      </Typography.Paragraph>

      <Typography.Text strong>{t('menuOptions.options')}</Typography.Text>
      <Flex gap={8} style={{ margin: '8px 0 4px' }}>
        <Typography.Text type="secondary" style={{ flex: '1 1 180px' }}>
          {t('menuOptions.optionName')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ flex: '0 1 140px' }}>
          {t('menuOptions.optionPrice')}
        </Typography.Text>
        <span style={{ width: 120 }} />
      </Flex>
      <Form.List
        name="options"
        rules={[
          {
            validator: async (_, list: unknown[] | undefined) => {
              if (!list || list.length === 0) throw new Error(t('menuOptions.noOptions'));
              if (list.length > maxOptionsPerGroup) throw new Error(t('menuOptions.tooManyOptions'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => optionRow(field, remove, fields.length))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= maxOptionsPerGroup}
              onClick={() => add({ name: '', price: '0.00', status: true })}
            >
              {t('menuOptions.addOption')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </FormModal>
  );
}
