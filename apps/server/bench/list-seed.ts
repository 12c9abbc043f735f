import { existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { eventDataText } from '../src/db/events-data.ts';
import { newId } from '../src/domain/crypto.ts';

/**
 * The orders (and their `order.created` events) of the lists benchmark (lists.ts), written straight into a
 * stopped server's SQLite file: copies of the one order booked through the API, with a realistic spread of
 * the values the lists filter on.
 */

/** Most orders are done; `rareStatus` is one few orders are in. */
export const commonStatus = 'complete';
export const rareStatus = 'cancelled';
/** How many orders the second user has, and how many are in the rare status. */
export const rareCount = 10;

export type Seeded = {
  /** Orders in the file after seeding (the booked one included). */
  orders: number;
  events: number;
  rareUserId: string;
  /** A client reference held by exactly one order. */
  reference: string;
  /** The (createdAt, id) of the 50th-oldest order: a cursor after it reads near the end of the list. */
  nearOldest: { at: string; id: string };
  bodyBytes: number;
  seconds: number;
};

type Row = Record<string, unknown>;

/** `count` spread evenly over `total` positions, shifted by `phase` (0 to 1) of a step. */
function spread(total: number, count: number, phase: number): Set<number> {
  return new Set(Array.from({ length: count }, (_, k) => Math.floor(((k + phase) * total) / count)));
}

const prefixOf = (id: unknown) => String(id).slice(0, String(id).indexOf('_'));

/** The single row `sql` finds, or an error saying what the file held instead. */
function single(db: Database.Database, sql: string, ...params: unknown[]): Row {
  const rows = db.prepare(sql).all(...params) as Row[];
  const [row] = rows;
  if (!row || rows.length !== 1) throw new Error(`lists: expected one row for ${sql}, found ${rows.length}`);
  return row;
}

function inserter(db: Database.Database, table: string, columns: string[]) {
  return db.prepare(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((name) => `@${name}`).join(', ')})`,
  );
}

/** Sets the fields a copy changes in an order's JSON (the body, an event's data), when the JSON has them. */
function restamp(json: Row, fields: Row): string {
  for (const [name, value] of Object.entries(fields)) if (name in json) json[name] = value;
  return JSON.stringify(json);
}

/**
 * Writes orders until the file holds `total`, older than the booked one and 1 s apart, ids made by the
 * server's own id function at their createdAt (so ids and times sort together, as real ones do): all of the
 * caller's user in `commonStatus` but `rareCount` of a second user (a copy of the caller's users row) and
 * `rareCount` in `rareStatus`, each with its own client reference. With `events`, one `order.created` event per
 * order (a copy of the booking's; a million seconds is 11.6 days, inside the 30 days the hourly purge keeps). One transaction, in rollback-journal mode: in WAL mode the whole transaction
 * would be written to the WAL first and copied into the file again at the checkpoint; the server puts WAL mode
 * back when it opens the file.
 */
export function seedOrders(file: string, total: number, events: boolean): Seeded {
  const started = performance.now();
  const db = new Database(file);
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('synchronous = OFF');
    // The client references ('ref-N') sort apart from the insertion order: their index is written all over,
    // and SQLite's default 2 MB of cache would reread its pages from disk at a million orders.
    db.pragma('cache_size = -262144');
    const template = single(db, 'select * from orders');
    const templateEvent = single(db, "select * from events where event = 'order.created'");
    const user = single(db, 'select * from users where id = ?', template.user_id);
    const rareUserId = newId(prefixOf(user.id));
    inserter(db, 'users', Object.keys(user)).run({
      ...user,
      id: rareUserId,
      email: 'rare-user@bench.example',
    });

    const count = total - 1;
    const rareUser = spread(count, rareCount, 0.5);
    const rareState = spread(count, rareCount, 0.25);
    const body = JSON.parse(String(template.body)) as Row;
    const data = JSON.parse(eventDataText(templateEvent.data)) as Row;
    const insertOrder = inserter(db, 'orders', Object.keys(template));
    const insertEvent = inserter(db, 'events', Object.keys(templateEvent));
    const newest = Date.parse(String(template.created_at));
    let nearOldest = { at: '', id: '' };
    db.transaction(() => {
      for (let index = 0; index < count; index++) {
        const at = new Date(newest - (count - index) * 1000);
        const createdAt = at.toISOString();
        const id = newId(prefixOf(template.id), at);
        const userId = rareUser.has(index) ? rareUserId : template.user_id;
        const status = rareState.has(index) ? rareStatus : commonStatus;
        const clientReferenceId = `ref-${index}`;
        const fields = { id, userId, status, clientReferenceId, createdAt, updatedAt: createdAt };
        insertOrder.run({
          ...template,
          id,
          user_id: userId,
          status,
          client_reference_id: clientReferenceId,
          created_at: createdAt,
          updated_at: createdAt,
          // Unique to the booked order: a payment reference and the quote it booked.
          payment_reference: null,
          booked_quote_id: null,
          body: restamp(body, fields),
        });
        if (events) {
          // The event carries the order as it was created: its status stays the booked one's.
          const { status: _, ...created } = fields;
          insertEvent.run({
            ...templateEvent,
            id: newId(prefixOf(templateEvent.id), at),
            user_id: userId,
            data: restamp(data, created),
            created_at: createdAt,
          });
        }
        if (index === 49) nearOldest = { at: createdAt, id };
      }
    })();
    db.pragma('journal_mode = WAL');
    const counted = (table: string) =>
      Number((db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
    return {
      orders: counted('orders'),
      events: counted('events'),
      rareUserId,
      reference: `ref-${Math.floor(count / 2)}`,
      nearOldest,
      bodyBytes: Buffer.byteLength(String(template.body)),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    db.close();
  }
}

/**
 * Bytes of the file and its WAL (empty after seeding: seedOrders leaves no WAL behind), of each table with its
 * indexes (SQLite's dbstat: the pages of each b-tree; better-sqlite3 is built with it), and of events' data.
 */
export type Storage = {
  fileBytes: number;
  tables: Record<string, number>;
  /** The mean stored size of an event's `data`, in bytes. */
  eventDataBytes: number;
};

export function storageOf(file: string): Storage {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare(
        `select coalesce(s.tbl_name, d.name) as tbl, sum(d.pgsize) as bytes
         from dbstat as d left join sqlite_schema as s on s.name = d.name group by tbl`,
      )
      .all() as Array<{ tbl: string; bytes: number }>;
    const wal = `${file}-wal`;
    const fileBytes = statSync(file).size + (existsSync(wal) ? statSync(wal).size : 0);
    const data = db.prepare('select coalesce(avg(length(data)), 0) as bytes from events').get() as {
      bytes: number;
    };
    return {
      fileBytes,
      tables: Object.fromEntries(rows.map((row) => [row.tbl, row.bytes])),
      eventDataBytes: data.bytes,
    };
  } finally {
    db.close();
  }
}
