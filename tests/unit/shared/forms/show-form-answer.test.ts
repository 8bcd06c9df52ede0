import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFieldInvalid } from '../../../../shared/forms/mark-field-invalid.ts';
import { showFormAnswer } from '../../../../shared/forms/show-form-answer.ts';
import { parseFormAnswer } from '../../../../shared/http/form-answer.ts';
import { notifyError, notifySuccess } from '../../../../shared/notify/notify.ts';

vi.mock('../../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

function shareForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input id="share-user" name="user_name" value="Ann">
    <input id="share-friend" name="friend_email" value="bob@example">
    <textarea id="share-content" name="email_content">Hello there, have a look at this</textarea>
  </form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

function field(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no field ${id}`);
  return element;
}

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('showFormAnswer', () => {
  it('shows a success toast with the message and returns true', () => {
    const answer = parseFormAnswer('{"STATUS":"success","MESSAGE":"Your message has been sent!"}');
    expect(showFormAnswer(answer, shareForm())).toBe(true);
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('Your message has been sent!');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('hands the non-empty success messages to announceSuccess instead of toasting them, and never an error to it', () => {
    const announce = vi.fn();
    const answer = parseFormAnswer('{"STATUS":"success","MESSAGE":["Saved.","","Thank you."]}');
    expect(showFormAnswer(answer, shareForm(), announce)).toBe(true);
    expect(announce).toHaveBeenCalledExactlyOnceWith(['Saved.', 'Thank you.']);
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(showFormAnswer(parseFormAnswer('{"STATUS":"error","MESSAGE":"No."}'), shareForm(), announce)).toBe(false);
    expect(announce).toHaveBeenCalledOnce();
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('No.', { persistent: true });
  });

  it('clears the invalid marks on success but leaves the values to the caller', () => {
    const form = shareForm();
    markFieldInvalid(field('share-friend') as HTMLInputElement, 'Please enter a valid e-mail address');
    showFormAnswer(parseFormAnswer('{"STATUS":"success","MESSAGE":"Sent"}'), form);
    expect(field('share-friend').hasAttribute('aria-invalid')).toBe(false);
    expect((field('share-friend') as HTMLInputElement).value).toBe('bob@example');
  });

  it('shows one error toast per message and marks the field named by each CODE', () => {
    const form = shareForm();
    const answer = parseFormAnswer(
      JSON.stringify({
        STATUS: 'error',
        MESSAGE: ['Please enter a valid e-mail address', 'You have to type minimum 20 characters'],
        CODE: ['friend_email', 'email_content'],
      }),
    );
    expect(showFormAnswer(answer, form)).toBe(false);
    expect(vi.mocked(notifyError).mock.calls).toEqual([['Please enter a valid e-mail address'], ['You have to type minimum 20 characters']]);
    expect(field('share-friend').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('share-friend-error')?.textContent).toBe('Please enter a valid e-mail address');
    expect(field('share-content').classList.contains('is-invalid')).toBe(true);
    expect(document.getElementById('share-content-error')?.textContent).toBe('You have to type minimum 20 characters');
    expect(field('share-user').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(field('share-friend'));
  });

  it('still toasts messages whose CODE is missing, unknown or without a form', () => {
    const form = shareForm();
    const answer = parseFormAnswer('{"STATUS":"error","MESSAGE":["a","b","c"],"CODE":["nope", 3]}');
    expect(showFormAnswer(answer, form)).toBe(false);
    expect(notifyError).toHaveBeenCalledTimes(3);
    expect(form.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    const named = parseFormAnswer('{"STATUS":"error","MESSAGE":["x"],"CODE":["user_name"]}');
    expect(showFormAnswer(named)).toBe(false);
    expect(notifyError).toHaveBeenCalledTimes(4);
  });

  it('shows a single error string as one persistent error toast', () => {
    const answer = parseFormAnswer('{"STATUS":"error","MESSAGE":"You already claimed this profile","CODE":[]}');
    expect(showFormAnswer(answer, shareForm())).toBe(false);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('You already claimed this profile', { persistent: true });
  });

  it('never leaves an error without a message silent', () => {
    expect(showFormAnswer(parseFormAnswer('{"STATUS":"error","MESSAGE":[]}'))).toBe(false);
    expect(showFormAnswer(parseFormAnswer('{"STATUS":"error","MESSAGE":""}'))).toBe(false);
    expect(vi.mocked(notifyError).mock.calls).toEqual([
      ['The server sent an unexpected answer. Please try again later.'],
      ['The server sent an unexpected answer. Please try again later.', { persistent: true }],
    ]);
  });
});
