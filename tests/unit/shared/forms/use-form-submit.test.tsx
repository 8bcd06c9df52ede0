import { render } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requiredText } from '../../../../shared/forms/field-schemas.ts';
import { useFormSubmit, type FormSubmitContext } from '../../../../shared/forms/use-form-submit.ts';
import { RequestError } from '../../../../shared/http/request-error.ts';
import { notifyError } from '../../../../shared/notify/notify.ts';

vi.mock('../../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const Schema = v.object({ name: requiredText('Please enter your name', 2, 'You have to type minimum 2 characters') });
type Send = (values: v.InferOutput<typeof Schema>, context: FormSubmitContext) => Promise<void>;

function NameForm({ send }: { readonly send: Send }) {
  const onSubmit = useFormSubmit(Schema, send);
  return (
    <form noValidate onSubmit={onSubmit}>
      <input id="name" name="name" />
      <button type="submit">Send</button>
    </form>
  );
}

let unmount: () => void = () => {};

function renderForm(send: Send): { form: HTMLFormElement; input: HTMLInputElement; button: HTMLButtonElement } {
  const { container, unmount: unmountRoot } = render(<NameForm send={send} />);
  unmount = unmountRoot;
  const form = container.querySelector('form');
  const input = container.querySelector('input');
  const button = container.querySelector('button');
  if (!form || !input || !button) throw new Error('form not rendered');
  return { form, input, button };
}

function submit(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
});

afterEach(() => {
  unmount();
  document.body.replaceChildren();
});

describe('useFormSubmit', () => {
  it('stops the navigation and marks invalid fields without sending', () => {
    const send = vi.fn<Send>(() => Promise.resolve());
    const { form, input } = renderForm(send);
    expect(submit(form)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('name-error')?.textContent).toBe('Please enter your name');
  });

  it('sends the parsed values with the form and a live signal', async () => {
    const send = vi.fn<Send>(() => Promise.resolve());
    const { form, input } = renderForm(send);
    input.value = ' Ann ';
    submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    const [values, context] = send.mock.calls[0] ?? [];
    expect(values).toEqual({ name: 'Ann' });
    expect(context?.form).toBe(form);
    expect(context?.signal.aborted).toBe(false);
  });

  it('sends once while a submission runs, with the button disabled and busy, and restores it after', async () => {
    const call = deferred();
    const send = vi.fn<Send>(() => call.promise);
    const { form, input, button } = renderForm(send);
    input.value = 'Ann';
    submit(form);
    submit(form);
    submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    call.resolve();
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    submit(form);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shows a transport failure as an error toast, restores the button and keeps the input', async () => {
    const send = vi.fn<Send>(() => Promise.reject(new RequestError('network', 'down')));
    const { form, input, button } = renderForm(send);
    input.value = 'Ann';
    submit(form);
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('Could not reach the server. Check your connection and try again.'));
    expect(button.disabled).toBe(false);
    expect(input.value).toBe('Ann');
  });

  it('aborts the running call on unmount and says nothing about it', async () => {
    let signal: AbortSignal | undefined;
    const send = vi.fn<Send>(
      (_values, context) =>
        new Promise<void>((_resolve, reject) => {
          signal = context.signal;
          context.signal.addEventListener('abort', () => reject(new RequestError('aborted', 'cancelled')));
        }),
    );
    const { form, input } = renderForm(send);
    input.value = 'Ann';
    submit(form);
    unmount();
    unmount = () => {};
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notifyError).not.toHaveBeenCalled();
  });
});
