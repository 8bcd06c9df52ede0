import { useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { withToken, withoutToken } from '../../shared/text/token-list.ts';

/** Sets or removes `token` in `element`'s `aria-describedby`, as a list the template and other code share. */
export function describedBy(element: Element, token: string, on: boolean): void {
  const list = (on ? withToken : withoutToken)(element.getAttribute('aria-describedby'), token);
  if (list) element.setAttribute('aria-describedby', list);
  else element.removeAttribute('aria-describedby');
}

/**
 * The contract's invalid field (Bootstrap 4) for the server's `field` while `message` is set:
 * `aria-invalid="true"` and `is-invalid` on the field, which names the message in
 * `aria-describedby`, and the message itself, rendered at the end of the field's parent (after the
 * field, a later sibling, as Bootstrap shows `.invalid-feedback`; `d-block` shows it anywhere).
 */
export function useFieldError(field: HTMLInputElement, message: string | null): ReactNode {
  const id = `${field.id || field.name}-error`;
  const invalid = message !== null;
  useLayoutEffect(() => {
    if (!invalid) return;
    field.setAttribute('aria-invalid', 'true');
    field.classList.add('is-invalid');
    describedBy(field, id, true);
    return () => {
      field.removeAttribute('aria-invalid');
      field.classList.remove('is-invalid');
      describedBy(field, id, false);
    };
  }, [invalid]);
  return (
    invalid &&
    field.parentElement &&
    createPortal(
      <div id={id} className="invalid-feedback d-block">
        {message}
      </div>,
      field.parentElement,
    )
  );
}
