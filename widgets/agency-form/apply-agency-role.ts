import { agencyFormMarkup } from './agency-form-markup.ts';
import { withToken, withoutToken } from '../../shared/text/token-list.ts';

/** The agency fields of the form: name and phone always, the e-mail where the template has one. */
export interface AgencyFields {
  readonly name: HTMLInputElement;
  readonly phone: HTMLInputElement;
  readonly email: HTMLInputElement | null;
}

let generatedIds = 0;

/**
 * Spec §6: on a page that is not an escort profile page, a prefilled agency name locks the agency
 * name, phone and e-mail (`readonly`, so their values still post), each naming the reason element
 * `[data-agency-lock-reason]` of `root` in `aria-describedby` (created with `reason` when the
 * template has none, and given `reason` when it is empty). Otherwise the agency name is cleared,
 * unless the visitor has typed into it already, and every field is editable. Returns the undo.
 */
export function applyAgencyRole(root: HTMLElement, fields: AgencyFields, escortProfile: boolean, reason: string): () => void {
  const controls = [fields.name, fields.phone, fields.email].filter((control): control is HTMLInputElement => control !== null);
  const saved = controls.map((control) => [control, control.readOnly, control.getAttribute('aria-describedby')] as const);
  let reasonElement = root.querySelector<HTMLElement>(`[${agencyFormMarkup.lockReason}]`);
  const reasonWasHidden = reasonElement?.hidden ?? true;
  let createdReason: HTMLElement | null = null;
  const locked = !escortProfile && fields.name.value.trim() !== '';

  if (locked) {
    if (!reasonElement) {
      reasonElement = createdReason = document.createElement('p');
      reasonElement.className = 'form-text text-muted';
      reasonElement.setAttribute(agencyFormMarkup.lockReason, '');
      (fields.name.closest('.form-group') ?? fields.name).before(reasonElement);
    }
    reasonElement.id ||= `agency-lock-reason-${++generatedIds}`;
    if (!reasonElement.textContent?.trim()) reasonElement.textContent = reason;
    reasonElement.hidden = false;
    for (const control of controls) {
      control.readOnly = true;
      control.setAttribute('aria-describedby', withToken(control.getAttribute('aria-describedby'), reasonElement.id));
    }
  } else {
    if (fields.name.value === fields.name.defaultValue) fields.name.value = '';
    for (const control of controls) {
      control.readOnly = false;
      const rest = withoutToken(control.getAttribute('aria-describedby'), reasonElement?.id ?? '');
      if (rest) control.setAttribute('aria-describedby', rest);
      else control.removeAttribute('aria-describedby');
    }
    if (reasonElement) reasonElement.hidden = true;
  }

  return () => {
    for (const [control, readOnly, describedBy] of saved) {
      control.readOnly = readOnly;
      if (describedBy === null) control.removeAttribute('aria-describedby');
      else control.setAttribute('aria-describedby', describedBy);
    }
    createdReason?.remove();
    if (reasonElement && !createdReason) reasonElement.hidden = reasonWasHidden;
  };
}
