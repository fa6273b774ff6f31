import { isApiError } from '@meja/client';
import type { FormInstance } from 'antd';
import { feedback } from './feedback';

/** The names of the fields the form has on screen. */
function fieldNamesOf(form: FormInstance): Set<string> {
  const names = new Set<string>();
  form.getFieldsValue(true, (meta) => {
    if (meta) names.add(meta.name.join('.'));
    return false;
  });
  return names;
}

/**
 * Shows a failed call on its form: the server's field messages on the matching fields, and its
 * message as a toast when no field took it. A 401 or 5xx was already handled by the API client.
 * The form keeps everything typed.
 */
export function showFormError(form: FormInstance, error: unknown): void {
  if (!isApiError(error)) {
    feedback.message.error(error instanceof Error ? error.message : String(error));
    return;
  }
  if (error.status === 401 || error.status >= 500 || error.status === 0) return;
  const fields = Object.entries(error.errors ?? {});
  const registered = fieldNamesOf(form);
  const known = fields.filter(([name]) => registered.has(name));
  form.setFields(known.map(([name, msg]) => ({ name, errors: [msg] })));
  if (known[0]) form.scrollToField(known[0][0], { block: 'center' });
  if (known.length === 0 || known.length < fields.length) feedback.message.error(error.message);
}

/** A failed call's message as a toast, unless the API client already reported it. */
export function showError(error: unknown): void {
  if (isApiError(error) && (error.status === 401 || error.status >= 500 || error.status === 0)) return;
  feedback.message.error(error instanceof Error ? error.message : String(error));
}
