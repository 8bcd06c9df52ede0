import { useState, type ReactNode } from 'react';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';

type Submit = HTMLButtonElement | HTMLInputElement;

/** A server submit button held disabled and `aria-busy` while mounted, given back as found. */
function BusySubmit({ submit }: { submit: Submit }): null {
  useAttribute(submit, 'disabled', '');
  useAttribute(submit, 'aria-busy', 'true');
  return null;
}

/**
 * The form's submit buttons that are enabled when it mounts (those outside it with `form="…"`
 * included), disabled and `aria-busy` while it is rendered (the page reloads), given back on unmount.
 */
export function BusySubmits({ form }: { form: HTMLFormElement }): ReactNode {
  const [submits] = useState(() =>
    Array.from(form.elements).filter(
      (element): element is Submit => (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && /^(submit|image)$/.test(element.type) && !element.disabled,
    ),
  );
  return submits.map((submit, index) => <BusySubmit key={index} submit={submit} />);
}
