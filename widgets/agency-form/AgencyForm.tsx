import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useElementClass } from '../../shared/hooks/use-element-class.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { useFormField } from '../../shared/hooks/use-form-field.ts';
import { useServerElement } from '../../shared/hooks/use-server-element.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { agencyFormMessages } from '../../shared/messages/catalogue/agency-form-messages.ts';
import { agencyMessages } from '../../shared/messages/catalogue/agency-messages.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError, notifySuccess } from '../../shared/notify/notify.ts';
import { reloadPage } from '../../shared/page/reload-page.ts';
import type { WidgetContext, WidgetProps } from '../../shared/runtime/widget-definition.ts';
import { agencyFormMarkup as markup } from './agency-form-markup.ts';
import type { AgencyFormOptions } from './agency-form-options.ts';
import { goToAddProfile } from './go-to-add-profile.ts';
import type { AgencyFormDetail, AgencyInfoOutcome } from './send-agency-info.ts';
import { startReloadCountdown } from './start-reload-countdown.ts';
import { useAgencyRole, type AgencyFields } from './use-agency-role.tsx';
import { useFieldError } from './use-field-error.tsx';
import { agencyNameProblem, agencyPhoneProblem } from './validate-agency-fields.ts';

const t = messagesFrom({ ...agencyMessages, ...agencyFormMessages, ...controlMessages });

/** The call's code (and the HTTP kit): loaded when the form is first used, once per page. */
const loadSender = loadOnce(() => import('./send-agency-info.ts'));

/** The form's parts, or null without its form and contract fields. */
function findForm(form: HTMLFormElement | null): { form: HTMLFormElement; fields: AgencyFields } | null {
  const input = (name: string) => {
    const control = form?.elements.namedItem(name);
    return control instanceof HTMLInputElement ? control : null;
  };
  const name = input(markup.nameField);
  const phone = input(markup.phoneField);
  return form && name && phone ? { form, fields: { name, phone, email: input(markup.emailField) } } : null;
}

/**
 * `data-widget="agency-form"`, the add-profile page's agency details (spec §4-§8), on a `<form>` or
 * an element holding one. `markup: 'server'`: the form and what the visitor typed in it stay the
 * server's (never re-rendered, nothing lost or moved); the component reads its fields through
 * useFormField and renders the status line's text, the field errors and the change button's
 * `hidden` from its state. A root without the contract's fields is reported and left as it is.
 */
export function AgencyForm({ root, options, context }: WidgetProps<AgencyFormOptions>): ReactNode {
  const nested = useServerElement<HTMLFormElement>(root, 'form');
  const [found] = useState(() => findForm(root instanceof HTMLFormElement ? root : nested));
  useLayoutEffect(() => {
    if (!found) {
      context.reportProblem(
        'markup',
        `it needs a <form> with inputs named "${markup.nameField}" and "${markup.phoneField}"; the agency form was left as it is.`,
      );
    }
  }, []);
  return found && <AgencyFormFields root={root} {...found} options={options} context={context} />;
}

/** Where the form is: editing, waiting for the server, or saved and counting down to the reload. */
type Phase = 'editing' | 'saving' | 'saved';

interface FieldsProps {
  readonly root: HTMLElement;
  readonly form: HTMLFormElement;
  readonly fields: AgencyFields;
  readonly options: AgencyFormOptions;
  readonly context: WidgetContext;
}

/**
 * Locks or clears the agency fields by role (spec §6), checks name and phone on input and on
 * submit (spec §5), posts them once per submit with the change button hidden and a status line
 * meanwhile, shows the answer (spec §8) and reloads AGENCY_RELOAD_MS after a success, with a
 * countdown. "Add new profile" asks for a name and a phone first.
 */
function AgencyFormFields({ root, form, fields, options, context }: FieldsProps): ReactNode {
  const [name, writeName] = useFormField(form, markup.nameField);
  const [phone] = useFormField(form, markup.phoneField);
  const role = useAgencyRole(root, fields, options.escortProfile, t('agencyLockedReason'), () => writeName(''));
  const changeButton = useServerElement<HTMLButtonElement>(form, 'button[type="submit"], button:not([type])');
  const addButton = useServerElement<HTMLButtonElement>(root, `[${markup.addProfile}]`);
  const serverStatus = useServerElement(root, `[${markup.status}]`);
  const statusRef = useRef<HTMLElement | null>(serverStatus);

  // Which fields show their rule's problem (typed into, or submitted), and which one the server refused.
  const [checked, setChecked] = useState({ name: false, phone: false });
  const [taken, setTaken] = useState<'name' | 'phone' | null>(null);
  const [status, setStatus] = useState({ text: '', error: false });
  const [phase, setPhase] = useState<Phase>('editing');
  const [seconds, setSeconds] = useState(0);
  // Read by the handlers in the same task as a state change: a second submit must find it saving.
  const phaseNow = useRef<Phase>('editing');
  // Outside React's events (listeners on the server's form, answers, timers): shown in this task.
  const now = (update: () => void) => flushSync(update);
  const enter = (next: Phase) => {
    phaseNow.current = next;
    now(() => setPhase(next));
  };

  const nameError = taken === 'name' ? t('agencyNameTaken') : checked.name ? problemText(agencyNameProblem(name ?? '')) : null;
  const phoneError = taken === 'phone' ? t('agencyPhoneTaken') : checked.phone ? problemText(agencyPhoneProblem(phone ?? '')) : null;
  const nameFeedback = useFieldError(fields.name, nameError);
  const phoneFeedback = useFieldError(fields.phone, phoneError);

  /** Shows every rule's problem; focuses the first invalid field and answers false when there is one. */
  const checkAll = (): boolean => {
    now(() => {
      setChecked({ name: true, phone: true });
      setTaken(null);
    });
    const invalid = [
      [fields.name, agencyNameProblem(fields.name.value)],
      [fields.phone, agencyPhoneProblem(fields.phone.value)],
    ].find(([, problem]) => problem !== null);
    (invalid?.[0] as HTMLInputElement | undefined)?.focus();
    return !invalid;
  };
  const values = (): AgencyFormDetail => ({ name: fields.name.value.normalize('NFC'), phone: fields.phone.value });

  // Aborted on unmount: an answer then changes nothing; the countdown stops.
  const calls = useRef<AbortController>(undefined);
  const stopCountdown = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    const controller = new AbortController();
    calls.current = controller;
    return () => {
      controller.abort();
      stopCountdown.current?.();
    };
  }, []);
  useAttribute(changeButton, 'hidden', phase === 'editing' ? undefined : '');
  useAttribute(serverStatus, 'role', 'status');
  useAttribute(serverStatus, 'tabindex', '-1');
  useElementClass(serverStatus, 'text-danger', status.error);

  useEventListener(form, 'input', (event) => {
    const field = event.target === fields.name ? 'name' : event.target === fields.phone ? 'phone' : null;
    now(() => {
      if (field) setChecked((shown) => ({ ...shown, [field]: true }));
      if (field && field === taken) setTaken(null);
      if (phaseNow.current === 'editing') setStatus({ text: '', error: false });
    });
  });
  // Prefetched as soon as the visitor enters the form: the submit then waits for the server only.
  useEventListener(form, 'focusin', () => void loadSender().catch(() => {}));
  useEventListener(form, 'submit', (event) => {
    event.preventDefault();
    if (phaseNow.current !== 'editing' || !checkAll()) return;
    void send();
  });
  useEventListener(addButton, 'click', () => {
    const missing = [fields.name, fields.phone].find((control) => control.value.trim() === '');
    if (missing) {
      now(() => setStatus({ text: t('setNameAndPhoneFirst'), error: true }));
      missing.focus();
      return;
    }
    if (!checkAll()) return;
    now(() => setStatus({ text: '', error: false }));
    context.dispatch('add-profile', values());
    if (!goToAddProfile(options.addProfileUrl)) {
      context.reportProblem('add-profile-url', `data-add-profile-url="${options.addProfileUrl}" names no element of the page; "Add new profile" went nowhere.`, addButton ?? undefined);
    }
  });

  async function send(): Promise<void> {
    const detail = values();
    const focusWasOnButton = changeButton !== null && document.activeElement === changeButton;
    now(() => setStatus({ text: t('agencySaving'), error: false }));
    enter('saving');
    // The hidden button would drop the focus to <body>: the status line keeps the visitor's place.
    if (focusWasOnButton) statusRef.current?.focus();
    const signal = calls.current?.signal;
    let outcome: AgencyInfoOutcome;
    try {
      const { sendAgencyInfo } = await loadSender();
      outcome = signal ? await sendAgencyInfo({ agency_name: detail.name, agency_phone: detail.phone }, signal) : { kind: 'aborted' };
    } catch {
      outcome = { kind: 'failed', message: t('partLoadFailed') };
    }
    if (!signal || signal.aborted || outcome.kind === 'aborted') return;
    if (outcome.kind === 'answer' && outcome.answer === 'changed') {
      now(() => setChecked({ name: false, phone: false }));
      notifySuccess(t('agencyInfoChanged'));
      context.dispatch('change', detail);
      stopCountdown.current = startReloadCountdown((left) => now(() => setSeconds(left)), reloadPage);
      enter('saved');
      return;
    }
    const statusHadFocus = statusRef.current !== null && document.activeElement === statusRef.current;
    now(() => setStatus({ text: '', error: false }));
    enter('editing');
    if (outcome.kind === 'failed') {
      notifyError(outcome.message);
      if (statusHadFocus) changeButton?.focus();
      return;
    }
    const field = outcome.answer === 'name-taken' ? 'name' : 'phone';
    now(() => setTaken(field));
    notifyError(t(field === 'name' ? 'agencyNameTaken' : 'agencyPhoneTaken'));
    fields[field].focus();
  }

  const statusText = phase === 'saved' ? `${t('agencyInfoChanged')} ${t('agencyReloadCountdown', { seconds })}` : status.text;
  return (
    <>
      {role}
      {nameFeedback}
      {phoneFeedback}
      {serverStatus
        ? statusText && createPortal(statusText, serverStatus)
        : createPortal(
            <p ref={(element) => void (statusRef.current = element)} data-agency-status="" className={status.error ? 'mt-2 mb-0 text-danger' : 'mt-2 mb-0'} role="status" tabIndex={-1}>
              {statusText}
            </p>,
            form,
          )}
    </>
  );
}

/** A rule's problem as the visitor reads it. */
const problemText = (problem: 'invalidAgencyName' | 'invalidAgencyPhone' | null) => (problem === null ? null : t(problem));
