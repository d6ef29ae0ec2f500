#!/usr/bin/env node
// The `tessera` command: loads the TypeScript sources through tsx and runs the driver.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../testbed/driver/main.ts');
process.exitCode = await main(process.argv.slice(2));
