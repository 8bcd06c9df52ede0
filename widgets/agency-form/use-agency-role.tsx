import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useDescribedBy } from '../../shared/hooks/use-described-by.ts';
import { useServerElement } from '../../shared/hooks/use-server-element.ts';
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
  const element = useServerElement(root, `[${agencyFormMarkup.lockReason}]`);
  const [{ locked, id, empty }] = useState(() => ({
    locked: !escortProfile && fields.name.value.trim() !== '',
    id: element?.id || `agency-lock-reason-${++generatedIds}`,
    empty: !element?.textContent?.trim(),
  }));
  useDescribedBy(fields.name, id, locked);
  useDescribedBy(fields.phone, id, locked);
  useDescribedBy(fields.email, id, locked);
  useAttribute(element, 'id', id);
  useAttribute(element, 'hidden', locked ? null : '');
  // `readonly`, not `disabled`: the locked values still post.
  useAttribute(fields.name, 'readonly', locked ? '' : null);
  useAttribute(fields.phone, 'readonly', locked ? '' : null);
  useAttribute(fields.email, 'readonly', locked ? '' : null);
  useLayoutEffect(() => {
    if (!locked && fields.name.value === fields.name.defaultValue) clearName();
  }, []);
  if (!locked) return null;
  if (element) return empty && createPortal(reason, element);
  const group = fields.name.closest('.form-group') ?? fields.name.parentElement;
  return (
    group &&
    createPortal(
      <p id={id} className="form-text text-muted" data-agency-lock-reason="">
        {reason}
      </p>,
      group,
    )
  );
}
