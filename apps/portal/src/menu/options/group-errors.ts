import { ApiError, isApiError } from '@meja/client';
import type { FormInstance } from 'antd';
import { showFormError } from '../../lib/form-errors';

/** 'options.2.price' → ['options', 2, 'price']: the name of a field inside the options list. */
const pathOf = (key: string) => key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * Like showFormError, but also puts the server's errors on fields inside the options list
 * ('options.2.price'), which a form only finds by their path.
 */
export function showGroupError(form: FormInstance, error: unknown) {
  if (!isApiError(error) || !error.errors) return showFormError(form, error);
  const nested = Object.entries(error.errors).filter(([key]) => /^options\.\d+\./.test(key));
  if (nested.length === 0) return showFormError(form, error);
  form.setFields(nested.map(([key, msg]) => ({ name: pathOf(key), errors: [msg] })));
  const rest = Object.fromEntries(
    Object.entries(error.errors).filter(([key]) => !/^options\.\d+\./.test(key)),
  );
  if (Object.keys(rest).length > 0)
    showFormError(
      form,
      new ApiError(error.status, { code: error.code, message: error.message, errors: rest }),
    );
  form.scrollToField(pathOf(nested[0]?.[0] ?? 'options'), { block: 'center' });
}
