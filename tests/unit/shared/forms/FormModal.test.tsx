import { act, render } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requiredText } from '../../../../shared/forms/field-schemas.ts';
import { FormField } from '../../../../shared/forms/FormField.tsx';
import { FormModal, type FormModalProps } from '../../../../shared/forms/FormModal.tsx';
import type { FormAnswer } from '../../../../shared/http/form-answer.ts';
import { RequestError } from '../../../../shared/http/request-error.ts';
import { useModalState } from '../../../../shared/modal/use-modal-state.ts';
import { notifyError, notifySuccess } from '../../../../shared/notify/notify.ts';
import { keepFocusOutOfClosedDialogs } from '../../support/closed-dialog-focus.ts';

vi.mock('../../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const Schema = v.object({ name: requiredText('Please enter your name', 2, 'You have to type minimum 2 characters') });
type Values = v.InferOutput<typeof Schema>;
type Props = Pick<FormModalProps<Values>, 'send' | 'onSuccess' | 'keepOpenOnSuccess'>;

function NameModal(props: Props) {
  const modal = useModalState('nameModal');
  return (
    <FormModal modal={modal} title="Name" schema={Schema} submitLabel="Send" before={<p id="before">Intro</p>} {...props}>
      <FormField id="name-field" name="name" label="Your name" autoComplete="name" required />
    </FormModal>
  );
}

let unmount: () => void = () => {};

async function renderOpen(props: Props) {
  document.body.innerHTML = '<button type="button" id="trigger" aria-controls="nameModal" aria-haspopup="dialog">Open</button>';
  const { unmount: unmountRoot } = render(<NameModal {...props} />);
  unmount = unmountRoot;
  const trigger = document.getElementById('trigger') as HTMLButtonElement;
  act(() => trigger.click());
  const dialog = document.getElementById('nameModal') as HTMLDialogElement;
  const form = dialog.querySelector('form')!;
  const input = form.querySelector<HTMLInputElement>('input[name="name"]')!;
  const button = dialog.querySelector<HTMLButtonElement>('.modal-footer button[type="submit"]')!;
  return { dialog, form, input, button, trigger };
}

function submit(form: HTMLFormElement): void {
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

const success: FormAnswer = { status: 'success', message: 'Saved.', codes: [] };

beforeEach(() => {
  keepFocusOutOfClosedDialogs();
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
});

afterEach(() => {
  unmount();
  unmount = () => {};
  document.body.replaceChildren();
});

describe('FormModal', () => {
  it('renders the content before the form, a form the browser does not validate, and a submit button tied to it', async () => {
    const { dialog, form, button } = await renderOpen({ send: vi.fn() });

    expect(dialog.querySelector('.modal-body #before')?.textContent).toBe('Intro');
    expect(form.contains(dialog.querySelector('#before'))).toBe(false);
    expect(form.noValidate).toBe(true);
    expect(form.id).toBe('nameModal-form');
    expect(button.getAttribute('form')).toBe('nameModal-form');
    expect(button.textContent).toBe('Send');
  });

  it('marks invalid fields and does not send', async () => {
    const send = vi.fn();
    const { form, input } = await renderOpen({ send });

    submit(form);

    expect(send).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('name-field-error')?.textContent).toBe('Please enter your name');
  });

  it('on success shows the answer, resets the form, closes the modal and then calls onSuccess', async () => {
    const onSuccess = vi.fn();
    const send = vi.fn(() => Promise.resolve(success));
    const { dialog, form, input, trigger } = await renderOpen({ send, onSuccess });
    input.value = ' Ann ';

    submit(form);

    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ name: 'Ann' }, expect.objectContaining({ form, signal: expect.any(AbortSignal) })),
    );
    expect(send).toHaveBeenCalledWith({ name: 'Ann' }, expect.objectContaining({ form }));
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('Saved.');
    expect(input.value).toBe('');
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(document.activeElement).toBe(trigger);
  });

  it('stays open after a success when asked to, still resetting the form', async () => {
    const { dialog, form, input } = await renderOpen({ send: () => Promise.resolve(success), keepOpenOnSuccess: true });
    input.value = 'Ann';

    submit(form);

    await vi.waitFor(() => expect(input.value).toBe(''));
    expect(dialog.open).toBe(true);
  });

  it('keeps the submit locked while the promise onSuccess returns is pending, sending nothing more', async () => {
    let finish = () => {};
    const onSuccess = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const send = vi.fn(() => Promise.resolve(success));
    const { form, input, button } = await renderOpen({ send, onSuccess, keepOpenOnSuccess: true });
    input.value = 'Ann';

    submit(form);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    input.value = 'Bob';
    submit(form);

    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(send).toHaveBeenCalledOnce();
    finish();
    await vi.waitFor(() => expect(button.disabled).toBe(false));
  });

  it('on an error answer keeps the modal open and the input, marking the field named by CODE', async () => {
    const onSuccess = vi.fn();
    const send = () => Promise.resolve<FormAnswer>({ status: 'error', message: ['Name taken'], codes: ['name'] });
    const { dialog, form, input, button } = await renderOpen({ send, onSuccess });
    input.value = 'Ann';

    submit(form);

    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledExactlyOnceWith('Name taken'));
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(input.value).toBe('Ann');
    expect(document.getElementById('name-field-error')?.textContent).toBe('Name taken');
    expect(dialog.open).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('on a transport failure shows its message and leaves the button usable', async () => {
    const send = () => Promise.reject(new RequestError('network', 'down'));
    const { dialog, form, input, button } = await renderOpen({ send });
    input.value = 'Ann';

    submit(form);

    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledExactlyOnceWith('Could not reach the server. Check your connection and try again.'));
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(input.value).toBe('Ann');
    expect(dialog.open).toBe(true);
  });
});
