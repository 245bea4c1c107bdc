/*
 * The outbox file on disk: appended durably, within a size limit and a deadline, owned by one
 * process at a time, readable only by its owner, rotated by renaming it, and read line by line.
 */
import {
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  chmodSync,
} from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { createReadStream } from "node:fs";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";
import { createInterface } from "node:readline";

/** Only the server's own user may read what visitors sent. */
export const OUTBOX_FILE_MODE = 0o600;

/** What the outbox needs of the file system; tests replace it to fail or stall a write. */
export type OutboxFileSystem = Pick<typeof import("node:fs/promises"), "open">;

/** The outbox has reached OUTBOX_MAX_BYTES: nothing more is written until it is rotated. */
export class OutboxFullError extends Error {
  constructor(file: string, maxBytes: number) {
    super(
      `the outbox ${file} has reached its limit of ${maxBytes} bytes (OUTBOX_MAX_BYTES); rotate it (docs/server.md, "Rotating the outbox")`,
    );
    this.name = "OutboxFullError";
  }
}

/** Flushes a folder's entries, so that a file created in it survives a crash. */
function syncFolder(folder: string) {
  const fd = openSync(folder, constants.O_RDONLY);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Opens the file for appending, creating it with mode 0600 (and flushing its folder) when it is not there. */
async function openForAppend(file: string, fs: OutboxFileSystem): Promise<FileHandle> {
  try {
    const handle = await fs.open(file, "ax+", OUTBOX_FILE_MODE);
    syncFolder(dirname(file));
    return handle;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.open(file, "a+", OUTBOX_FILE_MODE);
  }
}

export type AppenderOptions = { maxBytes?: number; fs?: OutboxFileSystem };

/**
 * Appends lines so that a line is on disk before it is acknowledged and a failed write never
 * leaves a fragment for the next line to join:
 * - lines that arrive while a write is under way go out together in the next one, then one
 *   `fsync` covers them all (each caller resolves only after it);
 * - before each write the file's last byte is checked; a tail without its newline is the remains
 *   of a write that failed (and was answered 500), and is cut off;
 * - a write that fails is cut back to where it started, so the file ends on a whole line;
 * - a batch that would take the file past `maxBytes` is refused whole (`OutboxFullError`);
 * - the file is opened afresh for each batch, so a rename (rotation) takes effect at the next one.
 */
export function createDurableAppender(file: string, { maxBytes = Infinity, fs = { open } }: AppenderOptions = {}) {
  type Line = { line: string; resolve: () => void; reject: (error: unknown) => void };
  type Task = { task: () => Promise<void>; resolve: () => void; reject: (error: unknown) => void };
  let pending: (Line | Task)[] = [];
  let writing = false;

  async function cutTornTail(handle: FileHandle, size: number): Promise<number> {
    if (size === 0) return 0;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    if (last[0] === 0x0a) return size;
    // Find the end of the last whole line, reading backwards in blocks.
    const block = Buffer.alloc(64 * 1024);
    let end = size;
    while (end > 0) {
      const start = Math.max(0, end - block.length);
      const { bytesRead } = await handle.read(block, 0, end - start, start);
      const newline = block.subarray(0, bytesRead).lastIndexOf(0x0a);
      if (newline !== -1) {
        end = start + newline + 1;
        break;
      }
      end = start;
    }
    await handle.truncate(end);
    console.error(`Outbox ${file}: removed ${size - end} byte(s) of a line whose write had failed (it was never acknowledged)`);
    return end;
  }

  async function writeBatch(lines: string[]) {
    const handle = await openForAppend(file, fs);
    try {
      const size = await cutTornTail(handle, (await handle.stat()).size);
      const text = lines.join("");
      if (size + Buffer.byteLength(text) > maxBytes) throw new OutboxFullError(file, maxBytes);
      try {
        await handle.appendFile(text, "utf8");
        await handle.sync();
      } catch (error) {
        await handle.truncate(size).catch(() => {});
        throw error;
      }
    } finally {
      await handle.close().catch(() => {});
    }
  }

  async function writeLines(batch: Line[]) {
    try {
      await writeBatch(batch.map(({ line }) => line));
      for (const { resolve } of batch) resolve();
    } catch (error) {
      if (!(error instanceof OutboxFullError) || batch.length === 1) {
        for (const { reject } of batch) reject(error);
        return;
      }
      // Full for the whole batch: each line on its own, so those that still fit are kept.
      for (const one of batch) {
        try {
          await writeBatch([one.line]);
          one.resolve();
        } catch (single) {
          one.reject(single);
        }
      }
    }
  }

  async function drain() {
    writing = true;
    while (pending.length > 0) {
      const next = pending[0]!;
      if ("task" in next) {
        // A task (the purge) has the file to itself, between two writes.
        pending.shift();
        await next.task().then(next.resolve, next.reject);
        continue;
      }
      const until = pending.findIndex((item) => "task" in item);
      const batch = (until === -1 ? pending : pending.slice(0, until)) as Line[];
      pending = until === -1 ? [] : pending.slice(until);
      await writeLines(batch);
    }
    writing = false;
  }

  const enqueue = (item: Line | Task) => {
    pending.push(item);
    if (!writing) void drain();
  };

  return {
    append(line: string): Promise<void> {
      if (!line.endsWith("\n") || line.indexOf("\n") !== line.length - 1) throw new Error("An outbox line is one line ending in a newline");
      return new Promise<void>((resolve, reject) => enqueue({ line, resolve, reject }));
    },
    /** Runs `task` with no write under way and none starting until it ends. */
    exclusive(task: () => Promise<void>): Promise<void> {
      return new Promise<void>((resolve, reject) => enqueue({ task, resolve, reject }));
    },
  };
}

/** The lock beside the outbox: `outbox.jsonl.lock`, holding the owner's process id and host. */
export const lockFileOf = (file: string) => `${file}.lock`;

/** Files this process has locked, released as it exits. */
const heldLocks = new Set<string>();
let releaseOnExit = false;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the outbox for this process: a second server on the same file would cut the other's
 * lines (its torn-tail repair and its truncation after a failure assume nobody else writes), so
 * it refuses to start. A lock left by a process that is gone is taken over.
 */
export function lockOutbox(file: string) {
  const lock = lockFileOf(file);
  if (heldLocks.has(lock)) return;
  const me = `${process.pid} ${hostname()}\n`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lock, me, { flag: "wx", mode: OUTBOX_FILE_MODE });
      heldLocks.add(lock);
      if (!releaseOnExit) {
        releaseOnExit = true;
        process.once("exit", () => {
          for (const held of heldLocks) {
            try {
              unlinkSync(held);
            } catch {
              // Already gone.
            }
          }
        });
      }
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const [pidText = "", host = ""] = readFileSync(lock, "utf8").trim().split(" ");
    const pid = Number(pidText);
    const sameHost = host === hostname();
    if (Number.isInteger(pid) && pid > 0 && (!sameHost || isRunning(pid))) {
      throw new Error(
        `the outbox ${file} is in use by process ${pid}${sameHost ? "" : ` on ${host}`}; stop it, or set OUTBOX_FILE to another file (if no such process runs, delete ${lock})`,
      );
    }
    console.error(`Outbox ${file}: taking over the lock of process ${pidText || "?"}, which is no longer running`);
    unlinkSync(lock);
  }
  throw new Error(`the outbox ${file} could not be locked`);
}

/**
 * Makes sure the outbox can be written before the server says it is ready: creates its folder,
 * creates the file (mode 0600, its folder flushed) or narrows an older file to 0600, and locks it.
 */
export function prepareOutboxFile(file: string) {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const existed = existsSync(file);
    closeSync(openSync(file, "a", OUTBOX_FILE_MODE));
    if (!existed) syncFolder(dirname(file));
    else if ((statSync(file).mode & 0o777) !== OUTBOX_FILE_MODE) chmodSync(file, OUTBOX_FILE_MODE);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The outbox ${file} cannot be written (${reason}). Set OUTBOX_FILE to a writable path.`);
  }
  lockOutbox(file);
}

/**
 * The outbox file and the files rotated from it (`outbox.jsonl.1`, `outbox.jsonl.2026-11-26`…:
 * any name that starts with the outbox's and a dot, but its lock), oldest first by modification.
 */
export function outboxFiles(file: string): string[] {
  const folder = dirname(file);
  const name = basename(file);
  if (!existsSync(folder)) return [];
  const rotated = readdirSync(folder)
    .filter((entry) => entry.startsWith(`${name}.`) && entry !== basename(lockFileOf(file)) && !entry.endsWith(".purging"))
    .map((entry) => join(folder, entry));
  return [...rotated, ...(existsSync(file) ? [file] : [])]
    .map((path) => ({ path, modified: statSync(path).mtimeMs }))
    .sort((a, b) => a.modified - b.modified)
    .map(({ path }) => path);
}

/** Each line of a file, read as a stream: the file is never held whole in memory. */
export async function* fileLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim() !== "") yield line;
}

/** Replaces a file by another written beside it, durably: the new one is flushed, renamed over, the folder flushed. */
export function replaceFile(file: string, lines: string[]) {
  const temporary = `${file}.purging`;
  const fd = openSync(temporary, "w", OUTBOX_FILE_MODE);
  try {
    if (lines.length > 0) writeFileSync(fd, lines.join(""));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  syncFolder(dirname(file));
}

/** What a purge did: submissions removed and kept, and rotated files deleted once empty. */
export type PurgeResult = { removed: number; kept: number; deletedFiles: string[] };

/**
 * Removes the submissions made before `cutoff` from the outbox and its rotated files; a rotated
 * file left empty is deleted. Lines without a date (none should exist) are kept and counted.
 */
export async function purgeOutbox(file: string, cutoff: Date): Promise<PurgeResult> {
  const result: PurgeResult = { removed: 0, kept: 0, deletedFiles: [] };
  const limit = cutoff.toISOString();
  for (const path of outboxFiles(file)) {
    const kept: string[] = [];
    let removed = 0;
    for await (const line of fileLines(path)) {
      let timestamp: unknown;
      try {
        timestamp = (JSON.parse(line) as { timestamp?: unknown }).timestamp;
      } catch {
        timestamp = undefined;
      }
      if (typeof timestamp === "string" && timestamp < limit) removed += 1;
      else kept.push(`${line}\n`);
    }
    result.removed += removed;
    result.kept += kept.length;
    if (removed === 0) continue;
    if (kept.length === 0 && path !== file) {
      unlinkSync(path);
      syncFolder(dirname(path));
      result.deletedFiles.push(path);
    } else {
      replaceFile(path, kept);
    }
  }
  return result;
}
