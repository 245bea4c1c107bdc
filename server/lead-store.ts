/*
 * The lead store: what the contact forms send to the site's own server, in one SQLite database
 * (Node's built-in `node:sqlite`). A lead is acknowledged only after its transaction has committed
 * to the write-ahead log with `synchronous=FULL`, so a crash or a full disk never loses one that
 * was acknowledged: SQLite rolls back what did not commit, and a failed write leaves the database
 * as it was.
 *
 * One server owns a database at a time (an owner row with a heartbeat, taken in an immediate
 * transaction): a second server refuses to start; an owner that is gone (its process no longer
 * runs on this host, or its heartbeat stopped) is taken over, so a killed container never stops
 * the next one. Readers (`npm run leads`) read alongside a running server.
 */
import { randomUUID } from "node:crypto";
import { chmodSync, closeSync, constants, existsSync, fsyncSync, mkdirSync, openSync, statSync } from "node:fs";
import { hostname as osHostname } from "node:os";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { EmailKind } from "../src/shared/email-params";

/** Only the server's own user may read what visitors sent (the WAL and its index take the same mode). */
export const LEAD_STORE_FILE_MODE = 0o600;
/** How often the owner says it is alive. */
export const HEARTBEAT_MS = 2_000;
/** An owner on another host whose heartbeat is older than this is gone. */
export const OWNER_STALE_MS = 5 * HEARTBEAT_MS;
/** How long a statement waits for another connection's write (the CLI's purge, a heartbeat). */
const BUSY_TIMEOUT_MS = 5_000;

/** What the forms' requests carry besides the form's fields, as EmailJS posts them. */
export type LeadRequest = {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
};

/** One stored lead: its stable id, when it arrived, which form, and the request as sent. */
export type LeadEntry = { id: string; timestamp: string; kind: EmailKind } & LeadRequest;

/**
 * Why the server suspected a submission: a filled honeypot, or a limit it was over (per address
 * or network, or everyone's together). A suspect is kept apart from the leads, never dropped.
 */
export type SuspectReason = "honeypot" | "address-limit" | "network-limit" | "global-limit" | "challenge";
/** A suspected submission: a lead's fields and the reason it was kept apart. */
export type SuspectEntry = LeadEntry & { reason: SuspectReason };

/**
 * Suspects kept at most: a flood of them must not fill the disk the leads need (some 26 MB at the
 * largest). Past it, suspects are counted by reason and not kept.
 */
export const SUSPECTS_KEPT_AT_MOST = 2_000;

/** The store has reached its size limit (OUTBOX_MAX_BYTES): nothing more is written until leads are purged. */
export class LeadStoreFullError extends Error {
  constructor(database: string, maxBytes: number) {
    super(`the lead store ${database} has reached its limit of ${maxBytes} bytes (OUTBOX_MAX_BYTES); read and purge it, or raise the limit`);
    this.name = "LeadStoreFullError";
  }
}

/** Another server owns the database. */
export class LeadStoreInUseError extends Error {
  constructor(database: string, holder: Owner) {
    super(
      `the lead store ${database} is in use by process ${holder.pid} on ${holder.host} (started ${holder.started_at}); stop it, or set LEADS_DB to another file`,
    );
    this.name = "LeadStoreInUseError";
  }
}

type Owner = { token: string; pid: number; host: string; started_at: string; heartbeat_at: number };

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('meeting', 'connect')),
    template_id TEXT NOT NULL,
    service_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    lib_version TEXT NOT NULL,
    params TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS leads_by_time ON leads (received_at);
  CREATE TABLE IF NOT EXISTS suspects (
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    reason TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('meeting', 'connect')),
    template_id TEXT NOT NULL,
    service_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    lib_version TEXT NOT NULL,
    params TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS suspects_by_time ON suspects (received_at);
  CREATE TABLE IF NOT EXISTS suspects_not_kept (
    reason TEXT PRIMARY KEY,
    count INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS deliveries (
    lead_id TEXT NOT NULL,
    channel TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    delivered_at TEXT,
    last_error TEXT,
    PRIMARY KEY (lead_id, channel)
  ) STRICT;
  CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (next_attempt_at) WHERE delivered_at IS NULL;
  CREATE TABLE IF NOT EXISTS owner (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    token TEXT NOT NULL,
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    started_at TEXT NOT NULL,
    heartbeat_at INTEGER NOT NULL
  ) STRICT;
`;

/** Flushes a folder's entries, so that a file created in it survives a crash. */
function syncFolder(folder: string) {
  const fd = openSync(folder, constants.O_RDONLY);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Opens the database with the settings every connection needs, creating its file (0600) and folder. */
function openDatabase(database: string): DatabaseSync {
  mkdirSync(dirname(database), { recursive: true });
  if (!existsSync(database)) {
    closeSync(openSync(database, "a", LEAD_STORE_FILE_MODE));
    syncFolder(dirname(database));
  } else if ((statSync(database).mode & 0o777) !== LEAD_STORE_FILE_MODE) {
    chmodSync(database, LEAD_STORE_FILE_MODE);
  }
  const db = new DatabaseSync(database, { timeout: BUSY_TIMEOUT_MS });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
  db.exec(SCHEMA);
  return db;
}

/** Runs `work` in an immediate transaction: committed when it returns, rolled back when it throws. */
function transaction<T>(db: DatabaseSync, work: () => T): T {
  // Inside another transaction (an import's), the work joins it.
  if (db.isTransaction) return work();
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

type Row = Record<string, unknown>;

function entryOf(row: Row): LeadEntry {
  return {
    ...(row.reason === undefined ? {} : { reason: row.reason }),
    id: String(row.id),
    timestamp: String(row.received_at),
    kind: row.kind as EmailKind,
    lib_version: String(row.lib_version),
    user_id: String(row.user_id),
    service_id: String(row.service_id),
    template_id: String(row.template_id),
    template_params: JSON.parse(String(row.params)) as Record<string, unknown>,
  };
}

export type LeadStoreOptions = {
  /** The database's largest size in bytes (OUTBOX_MAX_BYTES); a lead that would pass it is refused. */
  maxBytes?: number;
  /** Room kept beyond `maxBytes` for the analytics events in the same file (./analytics-store.ts), so they never crowd the leads out. */
  reservedBytes?: number;
  now?: () => number;
  /** This machine's name, as the owner row records it (tests stand in for another host). */
  host?: string;
  /** An owner on another host whose heartbeat is older than this is gone. */
  staleAfterMs?: number;
};

/**
 * Takes the database for this process, or throws `LeadStoreInUseError`. A holder on this host is
 * alive while its process runs; a holder elsewhere (another container on the same volume) while
 * its heartbeat moves, watched for up to `staleAfterMs` before it is taken over.
 */
function claimOwnership(db: DatabaseSync, database: string, me: Owner, now: () => number, staleAfterMs: number) {
  const read = db.prepare("SELECT token, pid, host, started_at, heartbeat_at FROM owner WHERE id = 1");
  const write = db.prepare("INSERT OR REPLACE INTO owner (id, token, pid, host, started_at, heartbeat_at) VALUES (1, ?, ?, ?, ?, ?)");
  const deadline = now() + staleAfterMs;
  let firstSeen: Owner | undefined;
  for (;;) {
    const verdict = transaction(db, () => {
      const holder = read.get() as Owner | undefined;
      const gone =
        !holder ||
        holder.token === me.token ||
        (holder.host === me.host && (holder.pid === me.pid || !isRunning(holder.pid))) ||
        (holder.host !== me.host && now() - holder.heartbeat_at > staleAfterMs) ||
        (holder.host !== me.host && firstSeen?.token === holder.token && holder.heartbeat_at === firstSeen.heartbeat_at && now() >= deadline);
      if (gone) {
        write.run(me.token, me.pid, me.host, me.started_at, now());
        return { taken: true as const, previous: holder };
      }
      return { taken: false as const, holder };
    });
    if (verdict.taken) {
      const previous = verdict.previous;
      if (previous && previous.token !== me.token) {
        console.error(`Lead store ${database}: taking over from process ${previous.pid} on ${previous.host}, which is no longer running`);
      }
      return;
    }
    const { holder } = verdict;
    // On this host a running process is alive; elsewhere, alive while its heartbeat moves.
    if (holder.host === me.host) throw new LeadStoreInUseError(database, holder);
    if (firstSeen && (firstSeen.token !== holder.token || firstSeen.heartbeat_at !== holder.heartbeat_at)) throw new LeadStoreInUseError(database, holder);
    firstSeen ??= holder;
    sleep(Math.min(250, Math.max(1, deadline - now())));
  }
}

/** A delivery of a lead, due or made: the lead, where it goes, and how many tries it has had. */
export type Delivery = { lead: LeadEntry; channel: string; attempts: number };

/** Stores this process owns, each closed (its ownership released) as the process exits. */
const openStores = new Set<() => void>();
let closeOnExit = false;

/** Closes every store this process opened (tests, between two servers on one database). */
export function closeLeadStores() {
  for (const close of openStores) close();
}

/** The server's handle on the store: it owns the database until it closes it or exits. */
export type LeadStore = ReturnType<typeof openLeadStore>;

/**
 * Opens the store for the server: creates it when needed, takes ownership (refusing when another
 * server holds it), and keeps a heartbeat until the process exits.
 */
export function openLeadStore(
  database: string,
  { maxBytes, reservedBytes = 0, now = Date.now, host = osHostname(), staleAfterMs = OWNER_STALE_MS }: LeadStoreOptions = {},
) {
  let db: DatabaseSync;
  try {
    db = openDatabase(database);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The lead store ${database} cannot be written (${reason}). Set LEADS_DB to a writable path.`);
  }
  const me: Owner = { token: randomUUID(), pid: process.pid, host, started_at: new Date(now()).toISOString(), heartbeat_at: now() };
  try {
    claimOwnership(db, database, me, now, staleAfterMs);
  } catch (error) {
    db.close();
    throw error;
  }
  const pageSize = Number((db.prepare("PRAGMA page_size").get() as Row).page_size);
  const maxPages = maxBytes ? Math.max(1, Math.floor((maxBytes + reservedBytes) / pageSize)) : 0;
  if (maxPages) db.exec(`PRAGMA max_page_count = ${maxPages}`);
  const insert = db.prepare(
    "INSERT OR IGNORE INTO leads (id, received_at, kind, template_id, service_id, user_id, lib_version, params) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const purgeBefore = db.prepare("DELETE FROM leads WHERE received_at < ?");
  const purgeSuspectsBefore = db.prepare("DELETE FROM suspects WHERE received_at < ?");
  const insertSuspect = db.prepare(
    "INSERT OR IGNORE INTO suspects (id, received_at, reason, kind, template_id, service_id, user_id, lib_version, params) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT count(*) FROM suspects) < ?",
  );
  const countNotKept = db.prepare("INSERT INTO suspects_not_kept (reason, count) VALUES (?, 1) ON CONFLICT (reason) DO UPDATE SET count = count + 1");
  const insertDelivery = db.prepare("INSERT OR IGNORE INTO deliveries (lead_id, channel, next_attempt_at) VALUES (?, ?, ?)");
  const selectDue = db.prepare(
    `SELECT d.channel, d.attempts, l.* FROM deliveries d JOIN leads l ON l.id = d.lead_id
     WHERE d.delivered_at IS NULL AND d.next_attempt_at <= ? ORDER BY d.next_attempt_at LIMIT ?`,
  );
  const selectNextDue = db.prepare("SELECT min(next_attempt_at) AS at FROM deliveries WHERE delivered_at IS NULL");
  const markDelivered = db.prepare("UPDATE deliveries SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE lead_id = ? AND channel = ?");
  const markFailed = db.prepare("UPDATE deliveries SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE lead_id = ? AND channel = ?");
  const purgeDeliveries = db.prepare("DELETE FROM deliveries WHERE lead_id NOT IN (SELECT id FROM leads)");
  const beat = db.prepare("UPDATE owner SET heartbeat_at = ? WHERE id = 1 AND token = ?");
  const release = db.prepare("DELETE FROM owner WHERE id = 1 AND token = ?");
  let lost = false;
  let closed = false;

  const heartbeat = setInterval(() => {
    try {
      if (beat.run(now(), me.token).changes === 0 && !lost) {
        lost = true;
        console.error(`Lead store ${database}: another server has taken this database over; this one keeps no more leads`);
      }
    } catch (error) {
      // A busy or full disk: the next beat tries again; the owner is stale only after several.
      console.error(`Lead store ${database}: the heartbeat failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    openStores.delete(close);
    try {
      release.run(me.token);
    } catch {
      // Gone with the disk: the next server sees the process is no longer running.
    }
    db.close();
  };
  openStores.add(close);
  if (!closeOnExit) {
    closeOnExit = true;
    process.once("exit", closeLeadStores);
  }

  const isFull = (error: unknown) => (error as { errcode?: number }).errcode === 13; // SQLITE_FULL

  return {
    database,
    /**
     * Stores one lead in its own transaction and returns its id once committed (on disk).
     * Throws `LeadStoreFullError` at the size limit, the database's error otherwise.
     */
    add(kind: EmailKind, request: LeadRequest, receivedAt = new Date(now()), id: string = randomUUID(), channels: readonly string[] = []): string {
      if (lost || closed) throw new Error(`the lead store ${database} is no longer this server's`);
      try {
        // The lead and its deliveries commit together: a lead stored is a lead that will be delivered.
        transaction(db, () => {
          insert.run(id, receivedAt.toISOString(), kind, request.template_id, request.service_id, request.user_id, request.lib_version, JSON.stringify(request.template_params));
          for (const channel of channels) insertDelivery.run(id, channel, now());
        });
      } catch (error) {
        if (isFull(error) && maxBytes && Number((db.prepare("PRAGMA page_count").get() as Row).page_count) >= maxPages - 1) {
          throw new LeadStoreFullError(database, maxBytes);
        }
        throw error;
      }
      return id;
    },
    /**
     * Keeps a suspected submission apart from the leads (or, past `SUSPECTS_KEPT_AT_MOST`, counts
     * it). Not acknowledged as a lead, so its commit is not waited on to reach the disk: a flood of
     * them costs no flush each.
     */
    addSuspect(kind: EmailKind, request: LeadRequest, reason: SuspectReason, receivedAt = new Date(now()), id: string = randomUUID()): "kept" | "counted" {
      if (lost || closed) throw new Error(`the lead store ${database} is no longer this server's`);
      db.exec("PRAGMA synchronous = NORMAL");
      try {
        const kept = insertSuspect.run(
          id, receivedAt.toISOString(), reason, kind, request.template_id, request.service_id, request.user_id, request.lib_version,
          JSON.stringify(request.template_params), SUSPECTS_KEPT_AT_MOST,
        ).changes;
        if (kept > 0) return "kept";
        countNotKept.run(reason);
        return "counted";
      } finally {
        db.exec("PRAGMA synchronous = FULL");
      }
    },
    /** Deletes the leads and suspects that arrived before `cutoff` (and the leads' deliveries); returns how many. */
    purge(cutoff: Date): number {
      const removed = Number(purgeBefore.run(cutoff.toISOString()).changes) + Number(purgeSuspectsBefore.run(cutoff.toISOString()).changes);
      purgeDeliveries.run();
      return removed;
    },
    /** Deliveries not yet made whose time has come, oldest due first. */
    dueDeliveries(limit = 20): Delivery[] {
      if (closed) return [];
      return (selectDue.all(now(), limit) as Row[]).map((row) => ({ lead: entryOf(row), channel: String(row.channel), attempts: Number(row.attempts) }));
    },
    /** When the next delivery not yet made is due (ms since the epoch), if any is. */
    nextDeliveryAt(): number | undefined {
      if (closed) return undefined;
      const at = (selectNextDue.get() as Row).at;
      return at === null || at === undefined ? undefined : Number(at);
    },
    delivered(leadId: string, channel: string) {
      if (!closed) markDelivered.run(new Date(now()).toISOString(), leadId, channel);
    },
    failed(leadId: string, channel: string, retryAt: number, error: string) {
      if (!closed) markFailed.run(retryAt, error.slice(0, 500), leadId, channel);
    },
    get closed() {
      return closed;
    },
    /** Runs `work` in one transaction (the import of older outbox files). */
    transaction<T>(work: () => T): T {
      return transaction(db, work);
    },
    close,
  };
}

/**
 * The leads in the store, newest first (at most `limit`), read alongside a running server without
 * taking it over. A database that does not exist holds none.
 */
export function readLeads(database: string, { limit = Infinity }: { limit?: number } = {}): { entries: LeadEntry[]; total: number } {
  return readTable(database, "leads", limit);
}

/** The suspected submissions kept apart, newest first, with how many there were of each reason (kept or only counted). */
export function readSuspects(
  database: string,
  { limit = Infinity }: { limit?: number } = {},
): { entries: SuspectEntry[]; total: number; byReason: Partial<Record<SuspectReason, number>>; notKept: number } {
  const { entries, total } = readTable(database, "suspects", limit);
  const byReason: Partial<Record<SuspectReason, number>> = {};
  let notKept = 0;
  if (existsSync(database)) {
    const db = new DatabaseSync(database, { timeout: BUSY_TIMEOUT_MS });
    try {
      for (const row of db.prepare("SELECT reason, count(*) AS n FROM suspects GROUP BY reason").all() as Row[]) {
        byReason[row.reason as SuspectReason] = Number(row.n);
      }
      for (const row of db.prepare("SELECT reason, count FROM suspects_not_kept").all() as Row[]) {
        const reason = row.reason as SuspectReason;
        byReason[reason] = (byReason[reason] ?? 0) + Number(row.count);
        notKept += Number(row.count);
      }
    } finally {
      db.close();
    }
  }
  return { entries: entries as SuspectEntry[], total, byReason, notKept };
}

function readTable(database: string, table: "leads" | "suspects", limit: number): { entries: LeadEntry[]; total: number } {
  if (!existsSync(database)) return { entries: [], total: 0 };
  const db = new DatabaseSync(database, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.exec(SCHEMA);
    const total = Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as Row).n);
    const rows = db.prepare(`SELECT * FROM ${table} ORDER BY received_at DESC, rowid DESC LIMIT ?`).all(Number.isFinite(limit) ? limit : -1) as Row[];
    return { entries: rows.map(entryOf), total };
  } finally {
    db.close();
  }
}

/** Each delivery of the store's leads: where it went, how many tries, and when it was made. */
export function readDeliveries(database: string): { lead_id: string; channel: string; attempts: number; delivered_at: string | null; last_error: string | null }[] {
  if (!existsSync(database)) return [];
  const db = new DatabaseSync(database, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.exec(SCHEMA);
    return db.prepare("SELECT lead_id, channel, attempts, delivered_at, last_error FROM deliveries ORDER BY lead_id, channel").all() as never;
  } finally {
    db.close();
  }
}

/** Deletes leads older than `cutoff` from a store, running or not (SQLite orders the two writers). */
export function purgeLeads(database: string, cutoff: Date): { removed: number; kept: number } {
  if (!existsSync(database)) return { removed: 0, kept: 0 };
  const db = new DatabaseSync(database, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.exec("PRAGMA synchronous = FULL;");
    db.exec(SCHEMA);
    const removed =
      Number(db.prepare("DELETE FROM leads WHERE received_at < ?").run(cutoff.toISOString()).changes) +
      Number(db.prepare("DELETE FROM suspects WHERE received_at < ?").run(cutoff.toISOString()).changes);
    db.exec("DELETE FROM deliveries WHERE lead_id NOT IN (SELECT id FROM leads)");
    const kept = Number((db.prepare("SELECT count(*) AS n FROM leads").get() as Row).n);
    return { removed, kept };
  } finally {
    db.close();
  }
}
