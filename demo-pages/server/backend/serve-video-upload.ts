import type { IncomingMessage, ServerResponse } from 'node:http';
import { VIDEO_UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import { clientGoneSignal } from '../http/abortable-delay.ts';
import { paramsToRecord } from '../http/params-record.ts';
import { isMultipartBody, MultipartTooLargeError, readMultipart } from '../http/read-multipart.ts';
import { send, sendMethodNotAllowed, sendText } from '../http/respond.ts';
import type { ServerContext } from '../server-context.ts';
import { answerWithOutcome } from './answer-with-outcome.ts';
import type { LoggedRequest, ReceivedFile } from './request-log.ts';
import { videoTooLargeAnswer, videoUploadCall, type VideoUpload } from './video-upload-call.ts';

/** The path of the clip upload (contract "Video verification page"). */
export const VIDEO_UPLOAD_PATH = '/videoverify/upload';

/** Room for the multipart framing and the `iframeFrom` field around a clip of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Why an upload is refused before any call runs, or null when its transport is right. */
function transportProblem(request: IncomingMessage): string | null {
  if (!isMultipartBody(request)) return 'the body must be multipart/form-data';
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return 'the X-Requested-With header must be XMLHttpRequest';
  return null;
}

/** Reads the upload's fields; an unparseable body counts as one without a video. */
async function readUpload(request: IncomingMessage): Promise<{ upload: VideoUpload; fields: URLSearchParams }> {
  const fields = new URLSearchParams();
  try {
    const form = await readMultipart(request, VIDEO_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
    let video: ReceivedFile | null = null;
    for (const [name, value] of form) {
      if (typeof value === 'string') fields.append(name, value);
      else if (name === 'video' && !video) video = { field: name, name: value.name, type: value.type, size: value.size };
    }
    return { upload: { video, iframeFrom: fields.get('iframeFrom') ?? '', tooLarge: false }, fields };
  } catch (error) {
    if (error instanceof MultipartTooLargeError) return { upload: { video: null, iframeFrom: '', tooLarge: true }, fields };
    return { upload: { video: null, iframeFrom: '', tooLarge: false }, fields };
  }
}

/**
 * Serves `POST /videoverify/upload`: checks method and transport, parses the multipart body within
 * the size limit, logs the call (with the file's name, type and size) for `/__requests`, plays a
 * pending QA scenario and answers.
 */
export async function serveVideoUpload(request: IncomingMessage, response: ServerResponse, url: URL, context: ServerContext): Promise<void> {
  const { state } = context;
  const method = request.method ?? 'GET';
  const problem = method === 'POST' ? transportProblem(request) : null;
  const { upload, fields } = method === 'POST' && !problem ? await readUpload(request) : { upload: null, fields: new URLSearchParams() };
  const outcome = upload && !upload.tooLarge ? state.scenarios.take('videoUpload') : null;
  const entry: LoggedRequest = {
    time: new Date().toISOString(),
    method,
    path: url.pathname,
    query: paramsToRecord(url.searchParams),
    call: 'videoUpload',
    fields: paramsToRecord(fields),
    headers: {
      contentType: request.headers['content-type'] ?? null,
      xRequestedWith: typeof request.headers['x-requested-with'] === 'string' ? request.headers['x-requested-with'] : null,
    },
    scenario: outcome,
    file: upload?.video ?? null,
  };
  state.requests.add(entry);
  if (context.log) {
    response.once('close', () => {
      const status = response.writableFinished ? String(response.statusCode) : 'no answer';
      console.log(`${method} ${url.pathname} videoUpload -> ${status}${outcome ? ` [scenario ${outcome}]` : ''}`);
    });
  }

  if (method !== 'POST') {
    request.resume();
    return sendMethodNotAllowed(response, ['POST']);
  }
  if (problem || !upload) {
    request.resume();
    return sendText(response, 400, `Bad request: ${problem ?? 'unreadable body'}.`);
  }
  if (upload.tooLarge) {
    // The rest of the body is not read: close the connection rather than drain megabytes.
    const answer = videoTooLargeAnswer();
    return send(response, answer.status, answer.contentType, answer.body, { Connection: 'close' });
  }
  const input = { path: url.pathname, query: url.searchParams, fields, origin: context.origin(), state };
  const signal = AbortSignal.any([clientGoneSignal(response), context.closing]);
  await answerWithOutcome(request, response, videoUploadCall(upload), input, outcome, signal);
}
