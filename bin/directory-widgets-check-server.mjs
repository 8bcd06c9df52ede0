#!/usr/bin/env node
// The server contract check's command (package.json "bin"): runs its TypeScript source with tsx,
// so that it sends and reads with the widgets' own code and schemas, never a copy of them.
import { register } from 'tsx/esm/api';

register();
await import('../scripts/check-server/cli.ts');
