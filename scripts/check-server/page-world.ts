import { Window } from 'happy-dom';
import { resetPageConfig } from '../../shared/config/page-config.ts';

/** One request a widget function made while the check ran, and what came back. */
export interface Exchange {
  readonly method: string;
  /** The absolute URL it went to. */
  readonly url: string;
  /** The urlencoded body of a POST; empty for a GET. */
  readonly body: string;
  /** Set once an answer arrived. */
  status?: number;
  /** The answer's text, when it could be read. */
  text?: string;
}

/** The page the widgets' own functions run against, as in the browser: see `enterPage`. */
export interface PageWorld {
  /** Every request made since the page was entered, oldest first. */
  readonly exchanges: readonly Exchange[];
  /** Puts the previous globals back and closes the page's window. */
  leave(): Promise<void>;
}

const GLOBALS = ['window', 'document', 'location', 'fetch'] as const;

/**
 * Makes this process look like the page at `pageUrl` to the widgets' code, so that their own send
 * and read functions run unchanged: `document` is the page's parsed HTML (its `#widgets-config`
 * gives the endpoints, the timeout and the message overrides through getPageConfig), `location` its
 * address (currentPageUrl, profileLink), `window` a happy-dom window (DOMPurify, `<template>`), and
 * `fetch` resolves relative URLs against the page as a browser does, sends `cookie` (the browser's
 * `credentials: 'same-origin'`) and records each exchange for the report. No script of the page runs.
 */
export function enterPage(pageUrl: URL, html: string, cookie: string | undefined): PageWorld {
  const saved = GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  const window = new Window({
    url: pageUrl.href,
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const exchanges: Exchange[] = [];
  const networkFetch = globalThis.fetch;
  const pageFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), pageUrl).href;
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    const exchange: Exchange = { method: init.method ?? 'GET', url, body: init.body instanceof URLSearchParams ? init.body.toString() : '' };
    exchanges.push(exchange);
    const response = await networkFetch(url, { ...init, headers });
    exchange.status = response.status;
    exchange.text = await response
      .clone()
      .text()
      .catch(() => undefined);
    return response;
  };
  const values = { window, document, location: window.location, fetch: pageFetch };
  for (const name of GLOBALS) Object.defineProperty(globalThis, name, { value: values[name], configurable: true, writable: true });
  resetPageConfig();
  return {
    exchanges,
    async leave() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete (globalThis as Record<string, unknown>)[name];
      }
      resetPageConfig();
      await window.happyDOM.close();
    },
  };
}
