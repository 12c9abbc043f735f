// The export case's orders: copies of one booked order written into the server's SQLite file while it is stopped.
import Database from 'better-sqlite3';

/**
 * Copies the one booked order `count` times, 1 s apart before it, with new ids (in the row and its body) and
 * none of its unique references (payment reference, booked quote, client reference: null in the copies).
 */
export function seedOrders(file: string, count: number) {
  const db = new Database(file);
  try {
    const rows = db.prepare('select * from orders').all() as Record<string, unknown>[];
    const [template] = rows;
    if (!template || rows.length !== 1)
      throw new Error(`export: expected one booked order, found ${rows.length}`);
    const body = JSON.parse(String(template.body)) as Record<string, unknown>;
    const last = Date.parse(String(template.created_at));
    const columns = Object.keys(template);
    const insert = db.prepare(
      `insert into orders (${columns.join(', ')}) values (${columns.map((name) => `@${name}`).join(', ')})`,
    );
    db.transaction(() => {
      for (let index = 0; index < count; index++) {
        const id = `ord_bench${String(index).padStart(17, '0')}`;
        const createdAt = new Date(last - (count - index) * 1000).toISOString();
        body.id = id;
        body.createdAt = createdAt;
        if ('updatedAt' in body) body.updatedAt = createdAt;
        insert.run({
          ...template,
          id,
          created_at: createdAt,
          updated_at: createdAt,
          payment_reference: null,
          booked_quote_id: null,
          client_reference_id: null,
          body: JSON.stringify(body),
        });
      }
    })();
    return { bodyBytes: Buffer.byteLength(String(template.body)) };
  } finally {
    db.close();
  }
}
