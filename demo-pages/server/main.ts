/**
 * `npm start`: builds dist/ afresh, then serves the demo site with its fake backend and rebuilds
 * on source changes until SIGINT or SIGTERM. HOST and PORT override 127.0.0.1:8080; DEMO_LOG=1
 * prints one line per backend call.
 */
import { buildDist } from '../../build.mjs';
import { startDemoServer } from './demo-server.ts';

const host = process.env['HOST'] || '127.0.0.1';
const portText = process.env['PORT'] || '8080';
const port = Number(portText);
if (!/^\d{1,5}$/.test(portText) || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535, found "${portText}".`);
  process.exit(1);
}

try {
  await buildDist();
} catch (error) {
  // esbuild has printed the build errors already.
  console.error('The bundle could not be built; fix the errors above and run npm start again.', error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = await startDemoServer({ host, port, watch: true, log: process.env['DEMO_LOG'] === '1' });
console.log(`Demo site: ${server.url}`);

let stopping = false;
const stop = (): void => {
  // A second signal while closing means "now".
  if (stopping) process.exit(1);
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('The demo server did not close cleanly:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
