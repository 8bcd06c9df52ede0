import { afterAll, afterEach, beforeAll } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo-pages/server/demo-server.ts';

/** The headers the legacy jQuery calls send with a form body (contract "Calls to the server"). */
export const AJAX_FORM_HEADERS = {
  'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
  'X-Requested-With': 'XMLHttpRequest',
} as const;

/** A demo server for one test file, on a free port without watch mode, reset after every test. */
export interface DemoHarness {
  /** The server's origin without the trailing slash. */
  readonly origin: () => string;
  /** POSTs urlencoded fields the way the widgets do. */
  post(path: string, fields: Record<string, string> | string, init?: RequestInit): Promise<Response>;
  /** GETs a path. */
  get(path: string, init?: RequestInit): Promise<Response>;
  /** Sets a scenario through the JSON API. */
  scenario(call: string, outcome: string, sticky?: boolean): Promise<void>;
}

/** Starts the server before the file's tests, resets it after each, closes it after all. */
export function useDemoServer(): DemoHarness {
  let server: DemoServer | undefined;
  const origin = () => {
    if (!server) throw new Error('The demo server has not started.');
    return server.url.replace(/\/$/, '');
  };
  beforeAll(async () => {
    server = await startDemoServer({ port: 0, watch: false, log: false });
  });
  afterEach(async () => {
    await fetch(`${origin()}/__reset`, { method: 'POST' });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    origin,
    post: (path, fields, init = {}) =>
      fetch(`${origin()}${path}`, {
        method: 'POST',
        headers: AJAX_FORM_HEADERS,
        body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
        ...init,
      }),
    get: (path, init) => fetch(`${origin()}${path}`, init),
    scenario: async (call, outcome, sticky = false) => {
      const response = await fetch(`${origin()}/__scenario`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ call, outcome, sticky }),
      });
      if (!response.ok) throw new Error(`Setting the scenario failed: ${response.status} ${await response.text()}`);
    },
  };
}

/** A form answer as the legacy backend sends it. */
export interface FormAnswerJson {
  readonly STATUS: 'success' | 'error';
  readonly MESSAGE: string | string[];
  readonly CODE?: string[];
}

/** Reads a response as a STATUS/MESSAGE/CODE answer. */
export async function formAnswer(response: Response): Promise<FormAnswerJson> {
  return (await response.json()) as FormAnswerJson;
}
