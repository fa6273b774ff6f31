import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import {
  ApiError,
  isApiError,
  useCategories,
  useCreateFood,
  useFood,
  useOptionGroups,
  useUpdateFood,
} from '@meja/client';
import type { FoodKind, TCategory, TFood, TOptionGroup } from '@meja/contracts';
import { Alert, App, Button, Drawer, Form, Space, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../kit/Loading';
import { LoadError } from '../../kit/Results';
import { showFormError } from '../../lib/form-errors';
import { FoodForm } from './FoodForm';
import { type FoodFormValues, toCreateBody, toFormValues, toUpdateBody } from './values';

export type FoodDrawerState = { mode: 'create'; categoryId?: number } | { mode: 'edit'; id: number } | null;

/** The picture's field errors (media_id, stock_image_id) belong to the one Picture field. */
function onPictureField(err: unknown) {
  if (!isApiError(err) || !err.errors) return err;
  const { media_id, stock_image_id, ...rest } = err.errors;
  const picture = rest.picture ?? media_id ?? stock_image_id;
  return new ApiError(err.status, {
    code: err.code,
    message: err.message,
    errors: picture ? { ...rest, picture } : rest,
  });
}

/** The hooks take the JSON body and, when a new picture was chosen, the file for a multipart call. */
const callOf = <B,>({ body, file }: { body: B; file?: File }) => ({ body, picture: file });

interface EditorProps {
  kind: FoodKind;
  saved?: TFood;
  categoryId?: number;
  categories: TCategory[];
  optionGroups: TOptionGroup[];
  merchantId?: number;
  reloading: boolean;
  onReload: () => void;
  onDone: () => void;
}

/**
 * One edit of one version of the item, with its own form: a reload after a conflict brings a new
 * version, hence a fresh editor with the server's values.
 */
function FoodEditor({
  kind,
  saved,
  categoryId,
  merchantId,
  reloading,
  onReload,
  onDone,
  ...lists
}: EditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<FoodFormValues>();
  const [stale, setStale] = useState(false);
  const create = useCreateFood();
  const update = useUpdateFood();

  const save = async (values: FoodFormValues) => {
    try {
      const reply = saved
        ? await update.mutateAsync({ id: saved.id, ...callOf(toUpdateBody(values, kind, saved)) })
        : await create.mutateAsync(callOf(toCreateBody(values, kind, merchantId)));
      if (reply.message) message.success(reply.message);
      onDone();
    } catch (err) {
      if (isApiError(err) && err.status === 409) setStale(true);
      else showFormError(form, onPictureField(err));
    }
  };

  return (
    <>
      {stale && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('foods.stale.title')}
          description={t('foods.stale.body')}
          action={
            <Button icon={<ReloadOutlined />} onClick={onReload} loading={reloading}>
              {t('foods.stale.reload')}
            </Button>
          }
        />
      )}
      <FoodForm
        form={form}
        kind={kind}
        initialValues={toFormValues(saved, categoryId)}
        categories={lists.categories}
        optionGroups={lists.optionGroups}
        merchantId={merchantId}
        onFinish={save}
      />
      <Space
        style={{
          position: 'sticky',
          bottom: -24,
          zIndex: 2,
          width: '100%',
          padding: '12px 0 24px',
          background: token.colorBgElevated,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={create.isPending || update.isPending}
          disabled={stale}
          onClick={() => form.submit()}
        >
          {t('common.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </>
  );
}

interface Props {
  state: FoodDrawerState;
  kind: FoodKind;
  merchantId?: number;
  onClose: () => void;
}

/**
 * Add or edit a food or alcohol item in a drawer. Field errors land on their fields; a save over
 * someone else's newer one (409) says so and offers to reload the item.
 */
export function FoodDrawer({ state, kind, merchantId, onClose }: Props) {
  const { t } = useTranslation();
  const open = state !== null;
  const editId = state?.mode === 'edit' ? state.id : undefined;
  const food = useFood(editId);
  const categories = useCategories(
    { remark: kind, start: 0, length: 500, merchant_id: merchantId },
    { enabled: open },
  );
  const groups = useOptionGroups({ start: 0, length: 500, merchant_id: merchantId }, { enabled: open });

  const body = () => {
    if (!open) return null;
    if (categories.isError)
      return <LoadError error={categories.error} onRetry={() => categories.refetch()} />;
    if (groups.isError) return <LoadError error={groups.error} onRetry={() => groups.refetch()} />;
    if (state.mode === 'edit' && food.isError) {
      return <LoadError error={food.error} onRetry={() => food.refetch()} />;
    }
    const saved = state.mode === 'edit' ? food.data : undefined;
    if (!categories.data || !groups.data || (state.mode === 'edit' && !saved)) return <Loading />;
    return (
      <FoodEditor
        key={saved ? `${saved.id}-${saved.version}` : 'new'}
        kind={kind}
        saved={saved}
        categoryId={state.mode === 'create' ? state.categoryId : undefined}
        categories={categories.data.data}
        optionGroups={groups.data.data}
        merchantId={merchantId}
        reloading={food.isFetching}
        onReload={() => food.refetch()}
        onDone={onClose}
      />
    );
  };

  const titles = {
    food: { create: 'foods.drawer.createFood', edit: 'foods.drawer.editFood' },
    alcohol: { create: 'foods.drawer.createAlcohol', edit: 'foods.drawer.editAlcohol' },
  } as const;

  return (
    <Drawer
      title={t(titles[kind][state?.mode ?? 'create'])}
      open={open}
      onClose={onClose}
      size={640}
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}
