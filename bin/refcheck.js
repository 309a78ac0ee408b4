#!/usr/bin/env node
// `refcheck`: the CLI runs from its TypeScript sources through tsx (a
// dependency the server uses too), so a checkout needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
