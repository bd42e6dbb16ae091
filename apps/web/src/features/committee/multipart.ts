/**
 * An expense form as multipart form data with dotted and indexed keys, as the call expects:
 * `contactInfo.iban`, `purchaseReports[0].amount`, and each entry's files under
 * `purchaseReports[0].receipts`. Empty values (undefined, null) are left out; numbers and booleans
 * are sent as text.
 */
export function appendFlattened(form: FormData, value: unknown, key: string): void {
  if (value === undefined || value === null) return;
  if (value instanceof File) {
    form.append(key, value, value.name);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendFlattened(form, item, `${key}[${index}]`));
    return;
  }
  if (typeof value === "object") {
    for (const [name, inner] of Object.entries(value as Record<string, unknown>))
      appendFlattened(form, inner, key === "" ? name : `${key}.${name}`);
    return;
  }
  form.append(key, String(value));
}

/**
 * The form's fields first and its files last, so the server has read every field before the first
 * file arrives. `receipts` holds each entry's receipts by the entry's list and index
 * (`purchaseReports[0]`): a picked file is sent as a file, a receipt already stored by its id
 * (which keeps it; a stored receipt not named again is removed).
 */
export function expenseMultipart(
  formType: string,
  formData: Record<string, unknown>,
  receipts: Record<string, readonly (File | { id: string })[]>,
): FormData {
  const form = new FormData();
  form.append("formType", formType);
  appendFlattened(form, formData, "");
  for (const [key, list] of Object.entries(receipts))
    for (const receipt of list) if (!(receipt instanceof File)) form.append(`${key}.receipts`, receipt.id);
  for (const [key, list] of Object.entries(receipts))
    for (const receipt of list)
      if (receipt instanceof File) form.append(`${key}.receipts`, receipt, receipt.name);
  return form;
}
