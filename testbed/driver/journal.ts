// The journal of a long campaign (`tessera fuzz`, `tessera optimality --out DIR`): one JSON line per
// finished unit of work (a fuzz case, an optimality instance), so that a killed campaign loses nothing
// and `--resume` continues it (issue 18, Deliver 2).
//
// Contract:
// - `openJournal(path, header, resume)` — without `resume`, or when no journal exists, starts a new
//   journal when the first record is appended (the header written to a temporary name and renamed:
//   never a partial file; an earlier journal at `path` is replaced then, not before); with
//   `resume`, reads the existing one: its first line must equal `header` (else a UsageError saying
//   which campaign it holds), every following complete line is a record; a last line without its
//   newline (the process was killed in the middle of writing it) is ignored and cut off the file, so
//   that the next record starts on a line of its own. A complete line that is not JSON is a
//   UsageError (the journal was edited or damaged: better to say so than to resume wrongly).
// - `append(record)` writes one line and fsyncs it before returning: when it returns, the record
//   survives a kill (and a crash of the machine, as far as the file system keeps its promise).
// - `writeAtomic(path, text)`: the file appears whole or not at all (temporary name, then rename).
// Records are what the caller says they are; this file does not look inside them.

import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, truncateSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from './args.js';

export interface Journal {
  readonly path: string;
  /** The records read back from an earlier run (empty for a new journal), in the order written. */
  readonly records: readonly unknown[];
  append(record: unknown): void;
  close(): void;
}

/**
 * The journal of the campaign `header` in folder `dir`: `<stem>-<8 hex digits>.journal.jsonl`, the digits
 * an FNV-1a hash of the header, so that campaigns sharing a folder (a long run and the replay of one of
 * its cases) keep journals of their own.
 */
export function journalPath(dir: string, stem: string, header: Record<string, unknown>): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(header)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return join(dir, `${stem}-${h.toString(16).padStart(8, '0')}.journal.jsonl`);
}

/** Writes `text` to `path` through a temporary file in the same folder and a rename. */
export function writeAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  // The pid only keeps two processes writing the same file from sharing a temporary name.
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}

export function openJournal(path: string, header: Record<string, unknown>, resume: boolean): Journal {
  const head = JSON.stringify(header);
  const records = resume && existsSync(path) ? readRecords(path, head) : null;
  // A new journal is written with its first record: a campaign of no case leaves no file behind.
  let fd: number | null = null;
  return {
    path,
    records: records ?? [],
    append(record) {
      if (fd === null) {
        if (records === null) writeAtomic(path, `${head}\n`);
        fd = openSync(path, 'a');
      }
      writeSync(fd, `${JSON.stringify(record)}\n`);
      fsyncSync(fd);
    },
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}

/** The records of an existing journal whose header is `head`; a torn last line is cut off the file. */
function readRecords(path: string, head: string): unknown[] {
  const text = readFileSync(path, 'utf8');
  const end = text.lastIndexOf('\n') + 1;
  if (end < text.length) truncateSync(path, Buffer.byteLength(text.slice(0, end)));
  const lines = text.slice(0, end).split('\n').slice(0, -1);
  if (lines[0] !== head) {
    const held = lines[0] === undefined ? 'nothing' : lines[0].slice(0, 300);
    throw new UsageError(`--resume: ${path} is the journal of another campaign (${held}); use another --out, or run without --resume`);
  }
  return lines.slice(1).map((line, i) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new UsageError(`--resume: ${path}:${i + 2}: not a journal record (the journal is damaged)`);
    }
  });
}
