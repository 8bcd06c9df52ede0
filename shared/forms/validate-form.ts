import * as v from 'valibot';
import {
  clearFieldInvalid,
  fieldNames,
  fieldsNamed,
  focusFirstInvalid,
  isMarkedInvalid,
  markFieldInvalid,
} from './mark-field-invalid.ts';
import { readFormValues } from './read-form-values.ts';

/** The outcome of `validateForm`: the parsed values, or each invalid field's first message by name. */
export type FormValidation<Values> =
  | { readonly success: true; readonly values: Values }
  | { readonly success: false; readonly errors: Readonly<Record<string, string>> };

/**
 * Validates the form's values with `schema`: every invalid field is marked with its first issue's
 * message, fields that became valid are cleared, and focus goes to the first invalid field. An issue
 * that names no field of the form is only returned, under its key (`''` for the whole form).
 */
export function validateForm<Values>(
  form: HTMLFormElement,
  schema: v.GenericSchema<unknown, Values>,
): FormValidation<Values> {
  const values = readFormValues(form);
  // A radio group with no choice is absent from the values; as '' its schema's own message applies
  // (valibot reports a missing key with a generic "Invalid key" message instead).
  for (const name of fieldNames(form)) {
    if (!(name in values) && fieldsNamed(form, name).some((field) => !field.matches(':disabled'))) values[name] = '';
  }
  // One issue per field: the first rule it breaks ("required" before "minimum …").
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      errors[typeof key === 'string' ? key : ''] ??= issue.message;
    }
  }
  for (const name of fieldNames(form)) {
    const fields = fieldsNamed(form, name);
    const message = errors[name];
    if (message !== undefined) markFieldInvalid(fields, message);
    else if (fields.some(isMarkedInvalid)) clearFieldInvalid(fields);
  }
  if (result.success) return { success: true, values: result.output };
  focusFirstInvalid(form);
  return { success: false, errors };
}
