// Wrappers for running LLVM 14 tools on IR text in tests. A missing tool is a test failure with a
// clear message (set-up installs them), never a skip.

import { spawnSync } from 'node:child_process';

export interface ToolResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runTool(tool: string, args: readonly string[], input: string): ToolResult {
  const r = spawnSync(tool, args, { input, encoding: 'latin1', maxBuffer: 64 << 20 });
  if (r.error !== undefined) throw new Error(`${tool} could not run (${r.error.message}); run npm run setup`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** lli-14 on opaque-pointer IR text: exit status is main's return value & 0xff. */
export function lli(text: string, extra: readonly string[] = []): ToolResult {
  return runTool('lli-14', ['-opaque-pointers', ...extra, '-'], text);
}

export function llc(text: string, triple: string): ToolResult {
  return runTool('llc-14', ['-opaque-pointers', `-mtriple=${triple}`, '-filetype=null', '-'], text);
}
