import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

/** An XMLHttpRequest the test answers by hand: progress, an answer, a network error, a timeout. */
export class FakeXhr {
  static readonly instances: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  aborted = false;
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** Reports the body's last byte sent (the upload's `load`), as browsers do before the answer comes. */
  finishUpload(): void {
    this.upload.onload?.(new ProgressEvent('load'));
  }

  respond(status: number, text: string): void {
    this.status = status;
    this.responseText = text;
    this.onload?.(new ProgressEvent('load'));
  }

  failNetwork(): void {
    this.onerror?.(new ProgressEvent('error'));
  }

  failTimeout(): void {
    this.ontimeout?.(new ProgressEvent('timeout'));
  }
}

/** Replaces XMLHttpRequest with FakeXhr for one test. */
export function installFakeXhr(): typeof FakeXhr.instances {
  FakeXhr.instances.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.instances;
}

/** The one upload sent so far, failing the test when there is none. */
export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('No upload was sent.');
  return xhr;
}
