import { isApiError } from '@meja/client';
import type { FormInstance } from 'antd';
import { feedback } from './feedback';

type NamePath = (string | number)[];

/**
 * The server names a field inside a list by its dotted path ('options.1.price',
 * 'sub_printers.0.name'); a form finds it by its name path (['options', 1, 'price']).
 */
const namePathOf = (key: string): NamePath =>
  key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The names of the fields the form has on screen, dotted as the server writes them. */
function fieldNamesOf(form: FormInstance): Set<string> {
  const names = new Set<string>();
  form.getFieldsValue(true, (meta) => {
    if (meta) names.add(meta.name.join('.'));
    return false;
  });
  return names;
}

/**
 * Shows a failed call on its form: the server's field messages on the matching fields (also those
 * inside lists), and its message as a toast when no field took it. A 401 or 5xx was already
 * handled by the API client. The form keeps everything typed.
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
  form.setFields(known.map(([name, msg]) => ({ name: namePathOf(name), errors: [msg] })));
  if (known[0]) form.scrollToField(namePathOf(known[0][0]), { block: 'center' });
  if (known.length === 0 || known.length < fields.length) feedback.message.error(error.message);
}

/** A failed call's message as a toast, unless the API client already reported it. */
export function showError(error: unknown): void {
  if (isApiError(error) && (error.status === 401 || error.status >= 500 || error.status === 0)) return;
  feedback.message.error(error instanceof Error ? error.message : String(error));
}

/**
 * What the server said of a write: its message as a toast, or its error. A refusal because of
 * other rows (409, e.g. a group still used by foods) opens `blocked` with the server's reason.
 * True when it went through.
 */
export async function showReply(write: Promise<{ message?: string }>, blocked?: string): Promise<boolean> {
  try {
    const reply = await write;
    if (reply.message) feedback.message.success(reply.message);
    return true;
  } catch (err) {
    if (blocked && isApiError(err) && err.status === 409) {
      feedback.modal.warning({ title: blocked, content: err.message });
    } else showError(err);
    return false;
  }
}

/**
 * A dialog's save: the server's message as a toast, then `done` (it closes); a refusal shows on
 * the form (`showFormError`), or, a save over someone's newer change (409), goes to `conflict`.
 */
export async function saveForm<Reply extends { message?: string }>(
  form: FormInstance,
  write: () => Promise<Reply>,
  done: (reply: Reply) => void,
  conflict?: (message: string) => void,
): Promise<void> {
  try {
    const reply = await write();
    if (reply.message) feedback.message.success(reply.message);
    done(reply);
  } catch (err) {
    if (conflict && isApiError(err) && err.status === 409) conflict(err.message);
    else showFormError(form, err);
  }
}
