#!/usr/bin/env node
// The template checker's command (package.json "bin"): runs its TypeScript source with tsx, so that
// it checks with the widgets' own schemas, never a copy of them.
import { register } from 'tsx/esm/api';

register();
await import('../scripts/check-templates/cli.ts');
