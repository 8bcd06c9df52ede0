import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildOptions, distDir } from '../../build.mjs';
import { DemoState } from './demo-state.ts';
import { handleRequest } from './handle-request.ts';
import { respondSafely } from './http/respond-safely.ts';
import { selfSignedCertificate } from './http/self-signed-certificate.ts';
import type { ServerContext, StaticRoots } from './server-context.ts';
import { startDistWatcher, type DistWatcher } from './watch/dist-watcher.ts';

/** How to run the demo server. */
export interface DemoServerOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Port; 0 (the default) picks a free one. */
  port?: number;
  /** Rebuild dist/ on source changes with esbuild's watch mode; otherwise dist/ is served as it is. */
  watch?: boolean;
  /** Print one line per backend call. */
  log?: boolean;
  /** Serve the bundle from this folder instead of dist/ (the end-to-end tests build their own copy). */
  distDir?: string;
  /**
   * Serve over HTTPS with HTTP/2 (and HTTP/1.1 for clients that ask), on a throwaway self-signed
   * certificate: as a production site over HTTPS is served, every chunk a page requests shares one
   * connection instead of queueing for HTTP/1.1's six. The bench's `paints` section measures both.
   * Default false: QA's and the tests' server is plain HTTP/1.1.
   */
  http2?: boolean;
}

/** A running demo server. */
export interface DemoServer {
  /** `http://host:port/`. */
  readonly url: string;
  /** Stops watching, drops every open connection (held `timeout` calls too) and stops listening. */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const bootstrapCss = require.resolve('bootstrap/dist/css/bootstrap.min.css');

/** The folders and files the demo serves. */
const roots: StaticRoots = {
  publicDir: fileURLToPath(new URL('../public/', import.meta.url)),
  distDir,
  vendorFiles: new Map([
    ['bootstrap.min.css', bootstrapCss],
    ['bootstrap.min.css.map', `${bootstrapCss}.map`],
  ]),
};

/** Listens on host:port; rejects on EADDRINUSE and the like. */
function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * An HTTPS server speaking HTTP/2 (and HTTP/1.1 to clients that ask) with node:http's surface that
 * startDemoServer uses: the compatibility API's request and response stand in for node:http's (the
 * handlers use only what both have), and closeAllConnections() ends every open connection.
 */
function secureServer(respond: (request: IncomingMessage, response: ServerResponse) => void): Server {
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, respond as never);
  // Every accepted TCP socket: a session or TLS socket may not be set up yet when close() comes.
  const open = new Set<{ destroy(): void }>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return Object.assign(server, {
    closeAllConnections: () => {
      for (const connection of open) connection.destroy();
    },
  }) as unknown as Server;
}

/** Starts the demo site and its fake backend (see the index page for every QA input). */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const host = options.host ?? '127.0.0.1';
  const closing = new AbortController();
  let url = '';
  const context: ServerContext = {
    state: new DemoState(),
    roots: options.distDir ? { ...roots, distDir: options.distDir } : roots,
    closing: closing.signal,
    origin: () => url.replace(/\/$/, ''),
    watch: options.watch ?? false,
    log: options.log ?? false,
  };
  const respond = (request: IncomingMessage, response: ServerResponse) =>
    void respondSafely(request, response, (req, res) => handleRequest(req, res, context));
  const server: Server = options.http2
    ? secureServer(respond)
    : createServer((request, response) => {
        // One connection per request: Chromium silently resends a request whose reused keep-alive
        // connection is dropped, which would hide the `network` outcome behind a normal answer.
        response.shouldKeepAlive = false;
        respond(request, response);
      });
  const watcher: DistWatcher | null = options.watch ? await startDistWatcher(buildOptions) : null;
  let address: AddressInfo;
  try {
    address = await listen(server, options.port ?? 0, host);
  } catch (error) {
    await watcher?.dispose();
    throw error;
  }
  const shownHost = host.includes(':') ? `[${host}]` : host;
  url = `${options.http2 ? 'https' : 'http'}://${shownHost}:${address.port}/`;

  let closed: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closed ??= (async () => {
      closing.abort();
      await watcher?.dispose();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets and held `timeout` calls would otherwise keep close() waiting.
        server.closeAllConnections();
      });
    })();
    return closed;
  };
  return { url, close };
}
