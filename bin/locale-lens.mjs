#!/usr/bin/env node
// The command line is TypeScript; tsx's loader runs it as it is, so there is no build to forget
// and the command is always the checkout's code (`npm link` points here).
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2), process.env, process.cwd());
