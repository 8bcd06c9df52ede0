import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDescribedBy } from '../../shared/hooks/use-described-by.ts';
import { agencyFormMarkup } from './agency-form-markup.ts';


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
 * `[data-agency-lock-reason]` of `root` in `aria-describedby`; the template's reason is shown, and
 * given `reason` as its text when empty; without one, the hook renders it at the end of the name's
 * form group. Otherwise the agency name is cleared through `clearName`, unless the visitor has typed
 * into it already, every field is editable and the reason hidden. Unmounting gives the fields back
 * as they were. Returns what it renders.
 */
export function useAgencyRole(root: HTMLElement, fields: AgencyFields, escortProfile: boolean, reason: string, clearName: () => void): ReactNode {
  const [role] = useState(() => {
    const element = root.querySelector<HTMLElement>(`[${agencyFormMarkup.lockReason}]`);
    return {
      locked: !escortProfile && fields.name.value.trim() !== '',
      element,
      id: element?.id || `agency-lock-reason-${++generatedIds}`,
      empty: !element?.textContent?.trim(),
    };
  });
  const reasonId = role.element?.id || role.id;
  useDescribedBy(fields.name, reasonId, role.locked);
  useDescribedBy(fields.phone, reasonId, role.locked);
  useDescribedBy(fields.email, reasonId, role.locked);
  useLayoutEffect(() => {
    const { locked, element, id } = role;
    const controls = [fields.name, fields.phone, fields.email].filter((control) => control !== null);
    const saved = controls.map((control) => [control, control.readOnly] as const);
    const wasHidden = element?.hidden ?? true;
    if (element) {
      element.id ||= id;
      element.hidden = !locked;
    }
    if (!locked && fields.name.value === fields.name.defaultValue) clearName();
    for (const control of controls) control.readOnly = locked;
    return () => {
      for (const [control, readOnly] of saved) control.readOnly = readOnly;
      if (element) element.hidden = wasHidden;
    };
  }, []);
  if (!role.locked) return null;
  if (role.element) return role.empty && createPortal(reason, role.element);
  const group = fields.name.closest('.form-group') ?? fields.name.parentElement;
  return (
    group &&
    createPortal(
      <p id={role.id} className="form-text text-muted" data-agency-lock-reason="">
        {reason}
      </p>,
      group,
    )
  );
}
