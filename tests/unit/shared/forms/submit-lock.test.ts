import { afterEach, describe, expect, it } from 'vitest';
import { SubmitLock } from '../../../../shared/forms/submit-lock.ts';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function form(): HTMLFormElement {
  document.body.innerHTML = `<form id="share">
    <input name="user_name" value="Ann">
    <button type="submit" id="send">Send</button>
    <button type="button" id="other">Other</button>
    <button type="submit" id="never" disabled>Never</button>
  </form>
  <div class="modal-footer"><button type="submit" form="share" id="outside">Send too</button></div>`;
  const element = document.querySelector('form');
  if (!element) throw new Error('no form');
  return element;
}

function button(id: string): HTMLButtonElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLButtonElement)) throw new Error(`no button ${id}`);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('SubmitLock', () => {
  it('disables the submit buttons, the form-attribute one included, with aria-busy while running', async () => {
    const lock = new SubmitLock();
    const task = deferred();
    const running = lock.run(form(), () => task.promise);
    expect(lock.running).toBe(true);
    for (const id of ['send', 'outside']) {
      expect(button(id).disabled).toBe(true);
      expect(button(id).getAttribute('aria-busy')).toBe('true');
    }
    expect(button('other').disabled).toBe(false);
    task.resolve();
    await expect(running).resolves.toBe(true);
    expect(lock.running).toBe(false);
    expect(button('send').disabled).toBe(false);
    expect(button('send').hasAttribute('aria-busy')).toBe(false);
  });

  it('ignores a second submission while one is running', async () => {
    const lock = new SubmitLock();
    const element = form();
    const task = deferred();
    let calls = 0;
    const first = lock.run(element, () => {
      calls += 1;
      return task.promise;
    });
    const second = lock.run(element, () => {
      calls += 1;
      return Promise.resolve();
    });
    await expect(second).resolves.toBe(false);
    expect(calls).toBe(1);
    task.resolve();
    await first;
    await expect(lock.run(element, async () => void (calls += 1))).resolves.toBe(true);
    expect(calls).toBe(2);
  });

  it('restores the buttons and keeps the input after a failure, and rejects as the task did', async () => {
    const lock = new SubmitLock();
    const element = form();
    const input = element.querySelector('input');
    if (input) input.value = 'typed by the user';
    await expect(lock.run(element, () => Promise.reject(new Error('network')))).rejects.toThrow('network');
    expect(lock.running).toBe(false);
    expect(button('send').disabled).toBe(false);
    expect(button('send').hasAttribute('aria-busy')).toBe(false);
    expect(button('outside').disabled).toBe(false);
    expect(input?.value).toBe('typed by the user');
  });

  it('leaves a button the template disabled as it was', async () => {
    const lock = new SubmitLock();
    await lock.run(form(), () => Promise.resolve());
    expect(button('never').disabled).toBe(true);
    expect(button('never').hasAttribute('aria-busy')).toBe(false);
  });

  it('gives focus back to the submit button that had it', async () => {
    const lock = new SubmitLock();
    const element = form();
    button('send').focus();
    const task = deferred();
    const running = lock.run(element, () => task.promise);
    // Browsers move focus off a button as it becomes disabled.
    button('send').blur();
    task.resolve();
    await running;
    expect(document.activeElement).toBe(button('send'));
  });

  it('does not take focus back from where the user or a closing modal moved it', async () => {
    const lock = new SubmitLock();
    const element = form();
    button('send').focus();
    await lock.run(element, async () => button('other').focus());
    expect(document.activeElement).toBe(button('other'));
  });
});
