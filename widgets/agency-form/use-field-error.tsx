import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useDescribedBy } from '../../shared/hooks/use-described-by.ts';
import { useElementClass } from '../../shared/hooks/use-element-class.ts';

/**
 * The contract's invalid field (Bootstrap 4) for the server's `field` while `message` is set:
 * `aria-invalid="true"` and `is-invalid` on the field, which names the message in
 * `aria-describedby`, and the message itself, rendered at the end of the field's parent (after the
 * field, a later sibling, as Bootstrap shows `.invalid-feedback`; `d-block` shows it anywhere).
 */
export function useFieldError(field: HTMLInputElement, message: string | null): ReactNode {
  const id = `${field.id || field.name}-error`;
  const invalid = message !== null;
  useAttribute(field, 'aria-invalid', invalid ? 'true' : undefined);
  useDescribedBy(field, id, invalid);
  useElementClass(field, 'is-invalid', invalid || undefined);
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
