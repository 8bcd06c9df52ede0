import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS } from '../../../shared/constants.ts';
import { notifyError } from '../../../shared/notify/notify.ts';
import { ShortLink, type ShortLinkProps } from '../../../widgets/share-modal/ShortLink.tsx';

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const URL_TEXT = 'https://example.com/s/abc123';
const COPY_MANUALLY = 'The link could not be copied automatically. It is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.';

let unmount: () => void = () => {};
let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
let execCommand: ReturnType<typeof vi.fn<(command: string) => boolean>>;

function renderShortLink(props: Partial<ShortLinkProps> = {}) {
  const onCopied = vi.fn();
  const { container, unmount: unmountRoot } = render(<ShortLink url={URL_TEXT} loading={false} onCopied={onCopied} {...props} />);
  unmount = unmountRoot;
  const button = container.querySelector('button')!;
  const input = container.querySelector('input')!;
  const status = container.querySelector('[role="status"]')!;
  return { container, button, input, status, onCopied };
}

/** Clicks the copy button and lets the (async) copy finish. */
async function clickCopy(button: HTMLButtonElement): Promise<void> {
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  writeText = vi.fn(() => Promise.resolve());
  execCommand = vi.fn(() => true);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
});

afterEach(() => {
  unmount();
  unmount = () => {};
  vi.useRealTimers();
  document.body.replaceChildren();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('ShortLink', () => {
  it('shows the link in a labelled read-only field, next to an enabled "Copy link" button', () => {
    const { container, button, input, status } = renderShortLink();

    expect(input.readOnly).toBe(true);
    expect(input.value).toBe(URL_TEXT);
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Short link');
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Copy link');
    expect(button.disabled).toBe(false);
    expect(status.textContent).toBe('');
  });

  it('disables the copy button while there is no link', () => {
    const { button } = renderShortLink({ url: '', loading: true });

    expect(button.disabled).toBe(true);
  });

  it('copies with the Clipboard API, reads "Copied" and announces it for COPY_CONFIRMATION_MS, then goes back', async () => {
    vi.useFakeTimers();
    const { button, status, onCopied } = renderShortLink();

    await clickCopy(button);

    expect(writeText).toHaveBeenCalledExactlyOnceWith(URL_TEXT);
    expect(execCommand).not.toHaveBeenCalled();
    expect(onCopied).toHaveBeenCalledExactlyOnceWith(URL_TEXT);
    expect(button.textContent).toBe('Copied');
    expect(status.textContent).toBe('The link has been copied to the clipboard.');
    expect(COPY_CONFIRMATION_MS).toBe(1000);

    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1);
    });
    expect(button.textContent).toBe('Copied');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button.textContent).toBe('Copy link');
    expect(status.textContent).toBe('');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('restarts the copied time on a repeated click', async () => {
    vi.useFakeTimers();
    const { button, onCopied } = renderShortLink();

    await clickCopy(button);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    await clickCopy(button);
    act(() => {
      vi.advanceTimersByTime(600);
    });

    expect(button.textContent).toBe('Copied');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(button.textContent).toBe('Copy link');
    expect(onCopied).toHaveBeenCalledTimes(2);
  });

  it('clears its timer when unmounted', async () => {
    vi.useFakeTimers();
    const { button } = renderShortLink();
    await clickCopy(button);
    expect(vi.getTimerCount()).toBe(1);

    unmount();
    unmount = () => {};

    expect(vi.getTimerCount()).toBe(0);
  });

  it('falls back to selecting the field and execCommand("copy") when the Clipboard API refuses', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const { button, input, onCopied } = renderShortLink();
    button.focus();

    await clickCopy(button);

    expect(execCommand).toHaveBeenCalledExactlyOnceWith('copy');
    expect(button.textContent).toBe('Copied');
    expect(onCopied).toHaveBeenCalledOnce();
    // The field was selected for the copy, and focus went back to the button that says "Copied".
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(URL_TEXT.length);
    expect(document.activeElement).toBe(button);
  });

  it('falls back to execCommand("copy") when the browser has no Clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const { button } = renderShortLink();

    await clickCopy(button);

    expect(execCommand).toHaveBeenCalledExactlyOnceWith('copy');
    expect(button.textContent).toBe('Copied');
  });

  it.each([
    ['returns false', () => false],
    [
      'throws',
      () => {
        throw new Error('execCommand is not supported');
      },
    ],
  ])('selects the link and asks the user to copy it by hand when execCommand %s too', async (_case, implementation) => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    execCommand.mockImplementation(implementation);
    const { button, input, status, onCopied } = renderShortLink();

    await clickCopy(button);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith(COPY_MANUALLY);
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(URL_TEXT.length);
    expect(button.textContent).toBe('Copy link');
    expect(status.textContent).toBe('');
    expect(onCopied).not.toHaveBeenCalled();
  });
});
