/**
 * The multipart form the server reads: undefined fields are left out, a File keeps its own name and
 * a plain Blob is called after its field.
 */
export function formOf(fields: Record<string, string | number | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, 'name' in value ? String(value.name) : name);
    else form.append(name, String(value));
  }
  return form;
}
