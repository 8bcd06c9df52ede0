import { useCallback, useSyncExternalStore, type RefObject } from 'react';

/** A control a field name can stand for. */
type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The components to tell of a value written through useFormField (an assignment fires no event). */
const fieldWrites = new Set<() => void>();

const isControl = (node: unknown): node is FieldControl =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;

const isCheckable = (control: FieldControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The form's controls named `name`: one control, or a group (radios, checkboxes) in document order. */
function controlsOf(form: HTMLFormElement | null | undefined, name: string): FieldControl[] {
  const item = form?.elements.namedItem(name);
  if (!item) return [];
  return (item instanceof Element ? [item] : Array.from(item)).filter(isControl);
}

/** The field's value: a control's value, a box or radio group's checked value ('' for none); null without it. */
function readField(controls: readonly FieldControl[]): string | null {
  if (controls.length === 0) return null;
  const checkable = controls.filter(isCheckable);
  if (checkable.length > 0) return checkable.find((control) => control.checked)?.value ?? '';
  return controls[0]?.value ?? null;
}

/** Sets the field as a script would: a value, or the boxes and radios whose value it is checked. */
function writeField(controls: readonly FieldControl[], value: string): void {
  const checkable = controls.filter(isCheckable);
  if (checkable.length > 0) for (const control of checkable) control.checked = control.value === value;
  else if (controls[0]) controls[0].value = value;
}

/**
 * The value of the server form's own field `name` (a text input, select or textarea's value, the
 * checked value of a box or radio group, '' when none is checked; null when the form or the field
 * is missing), re-rendering on the form's `input`, `change` and `reset`, and the function that
 * writes it as a script would: without firing an event, but telling every useFormField.
 */
export function useFormField(
  form: HTMLFormElement | RefObject<HTMLFormElement | null> | null | undefined,
  name: string,
): readonly [value: string | null, write: (value: string) => void] {
  // Not `'current' in form`: a form exposes its controls as properties, one may be named "current".
  const resolve = useCallback(() => (form instanceof HTMLFormElement ? form : form?.current), [form]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const node = resolve();
      fieldWrites.add(onChange);
      // `reset` comes before the form puts its values back: read them once it has.
      let resetTimer = 0;
      const onReset = () => {
        clearTimeout(resetTimer);
        resetTimer = window.setTimeout(onChange);
      };
      node?.addEventListener('input', onChange);
      node?.addEventListener('change', onChange);
      node?.addEventListener('reset', onReset);
      return () => {
        fieldWrites.delete(onChange);
        clearTimeout(resetTimer);
        node?.removeEventListener('input', onChange);
        node?.removeEventListener('change', onChange);
        node?.removeEventListener('reset', onReset);
      };
    },
    [resolve],
  );
  const value = useSyncExternalStore(subscribe, () => readField(controlsOf(resolve(), name)));
  const write = useCallback(
    (next: string) => {
      writeField(controlsOf(resolve(), name), next);
      for (const onChange of fieldWrites) onChange();
    },
    [resolve, name],
  );
  return [value, write];
}
