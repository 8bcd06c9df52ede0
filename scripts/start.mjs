// `npm start`: installs what is missing, then builds and serves the demo site (see demo-pages/server/main.ts).
import { spawn } from 'node:child_process';
import { ensureDependencies, projectDir } from './ensure-setup.mjs';

ensureDependencies();
const server = spawn(process.execPath, ['--import', 'tsx', 'demo-pages/server/main.ts'], {
  cwd: projectDir,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
