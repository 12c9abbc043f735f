import type BetterSqlite3 from 'better-sqlite3';
import { Column, is, Param, Placeholder, SQL, Subquery } from 'drizzle-orm';

/** The parts of drizzle's better-sqlite3 prepared query (drizzle-orm 0.45) this module reads. */
type DrizzlePrepared = {
  stmt: BetterSqlite3.Statement;
  query: { sql: string; params: unknown[] };
  fields?: Array<{ path: string[]; field: unknown }>;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  getQuery(): { sql: string; params: unknown[] };
};

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Values = Record<string, unknown> | undefined;

function isDrizzlePrepared(value: unknown): value is DrizzlePrepared {
  const candidate = value as Partial<DrizzlePrepared> | null;
  return (
    typeof candidate?.stmt?.run === 'function' &&
    typeof candidate.query?.sql === 'string' &&
    Array.isArray(candidate.query.params)
  );
}

/** A left or right join: drizzle turns a table's fields into null when the join found no row of it. */
function mayNullTables(prepared: DrizzlePrepared): boolean {
  const notNullable = (prepared.joinsNotNullableMap ?? {}) as Record<string, boolean>;
  return Object.values(notNullable).some((always) => !always);
}

/** One bound parameter: the placeholder's value (through its column's encoder), or the constant. */
function argumentOf(param: unknown): (values: Values) => unknown {
  const named = (name: string, encode: (value: unknown) => unknown) => (values: Values) => {
    if (!values || !(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return encode(values[name]);
  };
  if (is(param, Placeholder)) return named(param.name, (value) => value);
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    return named(param.value.name, (value) => encoder.mapToDriverValue(value));
  }
  return () => param;
}

/** The field's decoder, found as drizzle's mapResultRow finds it (`decoder` is internal to SQL). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const withDecoder = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return withDecoder(field);
  if (is(field, Subquery)) return withDecoder(field._.sql);
  return withDecoder((field as SQL.Aliased).sql);
}

/** Turns a raw row (values in column order) into drizzle's result object, decoding each value. */
function rowMapper(
  fields: NonNullable<DrizzlePrepared['fields']>,
): (row: unknown[]) => Record<string, unknown> {
  const columns = fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index++) {
      const { path, decoder } = columns[index] as (typeof columns)[number];
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const key = path[depth] as string;
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      node[path[path.length - 1] as string] = value;
    }
    return result;
  };
}

/**
 * The same prepared query, run without drizzle's per-call work: parameters are bound and result rows mapped
 * by functions built once here, where drizzle walks its parameter and field lists with class checks on every
 * call; `beforeRead` runs before each read-only one. Results are the same as drizzle's (tested). Queries with outer joins (whose missing side drizzle turns
 * into null) and custom mappers stay drizzle's.
 */
export function nativePrepared<T>(sqlite: BetterSqlite3.Database, value: T, beforeRead: () => void): T {
  if (!isDrizzlePrepared(value) || value.customResultMapper || mayNullTables(value)) return value;
  const { stmt, query, fields } = value;
  const argumentsOf = query.params.map(argumentOf);
  const bind = (values: Values) => argumentsOf.map((argument) => argument(values));
  const mapRow = fields ? rowMapper(fields) : undefined;
  const rows = stmt.reader && mapRow ? sqlite.prepare(query.sql).raw(true) : undefined;
  // Only reads join the read transaction: a write with RETURNING must not be committed by its end.
  const read = stmt.readonly ? beforeRead : () => undefined;
  const native = {
    run: (values?: Values) => stmt.run(...bind(values)),
    get: (values?: Values) => {
      read();
      if (!rows || !mapRow) return stmt.get(...bind(values));
      const row = rows.get(...bind(values)) as unknown[] | undefined;
      return row === undefined ? undefined : mapRow(row);
    },
    all: (values?: Values) => {
      read();
      if (!rows || !mapRow) return stmt.all(...bind(values));
      return (rows.all(...bind(values)) as unknown[][]).map(mapRow);
    },
    getQuery: () => value.getQuery(),
  };
  return native as T;
}
