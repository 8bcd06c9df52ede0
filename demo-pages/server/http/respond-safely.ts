import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError } from './read-body.ts';
import { sendText } from './respond.ts';

/** A request handler that may fail asynchronously. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Runs `handler` so that nothing it throws stops the server: an oversized body becomes 413, any
 * other error a logged message and a 500 (or a dropped connection once the answer had started).
 */
export async function respondSafely(request: IncomingMessage, response: ServerResponse, handler: RequestHandler): Promise<void> {
  try {
    await handler(request, response);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      if (!response.headersSent) sendText(response, 413, `Payload too large: ${error.message}`);
      else response.destroy();
      return;
    }
    console.error(`[demo] ${request.method ?? '?'} ${request.url ?? '?'} failed:`, error);
    if (!response.headersSent) sendText(response, 500, 'Internal Server Error');
    else response.destroy();
  }
}
