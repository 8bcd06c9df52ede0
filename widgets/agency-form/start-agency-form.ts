import { clearFieldInvalid, clearInvalidFields, focusFirstInvalid, markFieldInvalid } from '../../shared/forms/mark-field-invalid.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { agencyFormMessages } from '../../shared/messages/catalogue/agency-form-messages.ts';
import { agencyMessages } from '../../shared/messages/catalogue/agency-messages.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError, notifySuccess } from '../../shared/notify/notify.ts';
import { reloadPage } from '../../shared/page/reload-page.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { agencyFormMarkup } from './agency-form-markup.ts';
import type { AgencyFormOptions } from './agency-form-options.ts';
import { applyAgencyRole, type AgencyFields } from './apply-agency-role.ts';
import { goToAddProfile } from './go-to-add-profile.ts';
import type { AgencyInfoOutcome } from './send-agency-info.ts';
import { startReloadCountdown } from './start-reload-countdown.ts';
import { agencyNameProblem, agencyPhoneProblem } from './validate-agency-fields.ts';

const t = messagesFrom({ ...agencyMessages, ...agencyFormMessages, ...controlMessages });

/** The call's code (and the HTTP kit): loaded when the form is first used, once per page. */
const loadSender = loadOnce(() => import('./send-agency-info.ts'));

/** What the widget dispatches as `widgets:agency-form:change` (saved) and `:add-profile`. */
export interface AgencyFormDetail {
  readonly name: string;
  readonly phone: string;
}

/**
 * Mounts the agency form (the widget's mount) on `root`, a `<form>` or an element holding one:
 * locks or clears the agency fields by role (spec §6), checks name and phone on input and on
 * submit (spec §5), posts them once per submit with the change button hidden and a status line
 * meanwhile, shows the answer (spec §8) and reloads AGENCY_RELOAD_MS after a success, with a
 * countdown. "Add new profile" asks for a name and a phone first. Returns the undo function.
 */
export function startAgencyForm(root: HTMLElement, options: AgencyFormOptions, context: WidgetContext): () => void {
  const form = root instanceof HTMLFormElement ? root : root.querySelector('form');
  const fields = form && readFields(form);
  if (!form || !fields) {
    context.reportProblem(
      'markup',
      `it needs a <form> with inputs named "${agencyFormMarkup.nameField}" and "${agencyFormMarkup.phoneField}"; the agency form was left as it is.`,
    );
    return () => {};
  }
  const changeButton = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const addButton = root.querySelector<HTMLButtonElement>(`[${agencyFormMarkup.addProfile}]`);
  const { status, created: createdStatus } = findOrCreateStatus(root, form);
  const undoRole = applyAgencyRole(root, fields, options.escortProfile, t('agencyLockedReason'));
  const checked = [
    [fields.name, agencyNameProblem],
    [fields.phone, agencyPhoneProblem],
  ] as const;
  let pending = false;
  let mounted = true;
  let stopCountdown: (() => void) | undefined;
  const calls = new AbortController();

  const showStatus = (text: string, tone: 'info' | 'error' = 'info') => {
    status.textContent = text;
    status.classList.toggle('text-danger', tone === 'error');
  };
  const check = (control: HTMLInputElement): boolean => {
    const rule = checked.find(([field]) => field === control);
    if (!rule) return true;
    const problem = rule[1](control.value);
    if (problem) markFieldInvalid(control, t(problem));
    else clearFieldInvalid(control);
    return problem === null;
  };
  const checkAll = () => checked.map(([control]) => check(control)).every(Boolean);
  const values = (): AgencyFormDetail => ({ name: fields.name.value.normalize('NFC'), phone: fields.phone.value });

  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement) check(event.target);
    if (!pending && !stopCountdown) showStatus('');
  };
  const onFocusIn = () => {
    // Prefetched as soon as the visitor enters the form: the submit then waits for the server only.
    loadSender().catch(() => {});
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (pending || stopCountdown) return;
    if (!checkAll()) {
      focusFirstInvalid(form);
      return;
    }
    void send();
  };
  const onAdd = () => {
    const missing = checked.map(([control]) => control).find((control) => control.value.trim() === '');
    if (missing) {
      showStatus(t('setNameAndPhoneFirst'), 'error');
      missing.focus();
      return;
    }
    if (!checkAll()) {
      focusFirstInvalid(form);
      return;
    }
    showStatus('');
    context.dispatch('add-profile', values());
    if (!goToAddProfile(options.addProfileUrl)) {
      context.reportProblem('add-profile-url', `data-add-profile-url="${options.addProfileUrl}" names no element of the page; "Add new profile" went nowhere.`, addButton ?? undefined);
    }
  };

  async function send(): Promise<void> {
    pending = true;
    const detail = values();
    const focusWasOnButton = changeButton !== null && document.activeElement === changeButton;
    showStatus(t('agencySaving'));
    if (changeButton) changeButton.hidden = true;
    // The hidden button would drop the focus to <body>: the status line keeps the visitor's place.
    if (focusWasOnButton) status.focus();
    let outcome: AgencyInfoOutcome;
    try {
      const { sendAgencyInfo } = await loadSender();
      outcome = await sendAgencyInfo({ agency_name: detail.name, agency_phone: detail.phone }, calls.signal);
    } catch {
      outcome = { kind: 'failed', message: t('partLoadFailed') };
    }
    pending = false;
    if (!mounted || outcome.kind === 'aborted') return;
    if (outcome.kind === 'answer' && outcome.answer === 'changed') {
      clearInvalidFields(form!);
      notifySuccess(t('agencyInfoChanged'));
      context.dispatch('change', detail);
      stopCountdown = startReloadCountdown(
        (seconds) => showStatus(`${t('agencyInfoChanged')} ${t('agencyReloadCountdown', { seconds })}`),
        reloadPage,
      );
      return;
    }
    showStatus('');
    if (changeButton) changeButton.hidden = false;
    const statusHadFocus = document.activeElement === status;
    if (outcome.kind === 'failed') {
      notifyError(outcome.message);
      if (statusHadFocus) changeButton?.focus();
      return;
    }
    const [field, message] =
      outcome.answer === 'name-taken' ? [fields!.name, t('agencyNameTaken')] : [fields!.phone, t('agencyPhoneTaken')];
    markFieldInvalid(field, message);
    notifyError(message);
    field.focus();
  }

  form.addEventListener('input', onInput);
  form.addEventListener('submit', onSubmit);
  form.addEventListener('focusin', onFocusIn);
  addButton?.addEventListener('click', onAdd);
  return () => {
    mounted = false;
    calls.abort();
    stopCountdown?.();
    form.removeEventListener('input', onInput);
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('focusin', onFocusIn);
    addButton?.removeEventListener('click', onAdd);
    if (changeButton) changeButton.hidden = false;
    if (createdStatus) status.remove();
    else showStatus('');
    undoRole();
  };
}

function readFields(form: HTMLFormElement): AgencyFields | null {
  const input = (name: string) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement ? control : null;
  };
  const name = input(agencyFormMarkup.nameField);
  const phone = input(agencyFormMarkup.phoneField);
  return name && phone ? { name, phone, email: input(agencyFormMarkup.emailField) } : null;
}

/** The form's status line (`role="status"`, focusable by script), the template's or one added after the form's last button. */
function findOrCreateStatus(root: HTMLElement, form: HTMLFormElement): { status: HTMLElement; created: boolean } {
  const existing = root.querySelector<HTMLElement>(`[${agencyFormMarkup.status}]`);
  const status = existing ?? document.createElement('p');
  if (!existing) {
    status.setAttribute(agencyFormMarkup.status, '');
    status.className = 'mt-2 mb-0';
    form.append(status);
  }
  status.setAttribute('role', 'status');
  status.tabIndex = -1;
  return { status, created: !existing };
}
