import { getTableColumns, getTableName, sql, SQL, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import { getTableConfig, PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryRows, type Db } from './client';

/** A column default that Drizzle computes in the application (`$defaultFn`, or a plain value); SQL defaults are the database's. */
function applicationDefault(column: PgColumn): (() => unknown) | undefined {
  if (column.defaultFn) return column.defaultFn;
  if (
    column.default !== undefined &&
    (column.default === null || typeof column.default !== 'object' || Array.isArray(column.default))
  ) {
    return () => column.default;
  }
  return undefined;
}

const isJson = (column: PgColumn) => ['json', 'jsonb'].includes(column.getSQLType());

type Written = {
  key: string;
  column: PgColumn;
  json: boolean;
  fallback: (() => unknown) | undefined;
  databaseDefault: boolean;
};

/** A value as jsonb_to_recordset reads it: JSON values and arrays as they are, the rest as Drizzle sends them. */
function recordValue({ column, json }: Written, value: unknown) {
  if (value === null || value === undefined) return null;
  if (value instanceof SQL)
    throw new Error(`insertRows(${column.name}): an SQL expression cannot travel in JSON; use db.insert for it`);
  if (json || Array.isArray(value)) return value;
  return column.mapToDriverValue(value);
}

const dialect = new PgDialect();
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** Per table and set of written columns, the statement's text around its one parameter: built once, as Drizzle would every time. */
const statements = new WeakMap<PgTable, Map<string, { head: string; tail: string }>>();

function statementFor(table: PgTable, written: Written[], returnedKeys: string[]) {
  const signature = `${written.map(({ key, databaseDefault }) => (databaseDefault ? `${key}?` : key)).join(',')} ${returnedKeys.join(',')}`;
  const cached = statements.get(table)?.get(signature);
  if (cached) return cached;
  const names = written.map(({ column }) => quoted(column.name)).join(', ');
  const values = written
    .map(({ column, databaseDefault }) => {
      if (!databaseDefault) return quoted(column.name);
      const fallback = dialect.sqlToQuery(column.default as SQL);
      if (fallback.params.length > 0)
        throw new Error(`insertRows(${column.name}): a default with parameters is not supported`);
      return `coalesce(${quoted(column.name)}, ${fallback.sql})`;
    })
    .join(', ');
  const definitions = written.map(({ column }) => `${quoted(column.name)} ${column.getSQLType()}`).join(', ');
  // Named, not `*`: a prepared statement (server/db/prepared-statements.ts) keeps its result type when a migration
  // run by another instance adds a column.
  const columns = getTableColumns(table);
  const returned = returnedKeys.map((key) => quoted(columns[key]!.name)).join(', ');
  const { schema, name } = getTableConfig(table);
  const statement = {
    head: `insert into ${schema ? `${quoted(schema)}.` : ''}${quoted(name)} (${names}) select ${values} from rows from (jsonb_to_recordset(`,
    tail: `::jsonb) as (${definitions})) with ordinality as given(${names}, ordinality) order by ordinality returning ${returned}`,
  };
  if (!statements.has(table)) statements.set(table, new Map());
  statements.get(table)!.set(signature, statement);
  return statement;
}

/** One table's part of an insert: its statement around the one JSON parameter, and how its returned rows read. */
export type PreparedInsert<Row> = {
  table: string;
  head: string;
  tail: string;
  json: string;
  /** Whether every returned column reads the same from JSON as from the driver (insertTogether). */
  jsonSafe: boolean;
  /** Whether the rows come back whole, every column of the table (as the audit trigger copies them). */
  whole: boolean;
  read(raw: Record<string, unknown>): Row;
};

/** Column types whose JSON form (insertTogether reads rows as JSON) is not what the driver hands Drizzle. */
const NOT_JSON_SAFE = new Set(['PgNumeric', 'PgTimestampString', 'PgTime', 'PgInterval', 'PgBigInt64']);

/**
 * The insert of `rows` into `table`, built but not sent: for insertRows, or one of the parts of insertTogether.
 * Application defaults are applied, columns that no row gives keep their database default.
 */
export function prepareInsert<
  Table extends PgTable,
  Key extends keyof InferSelectModel<Table> & string = keyof InferSelectModel<Table> & string,
>(
  table: Table,
  rows: InferInsertModel<Table>[],
  returning?: readonly Key[],
): PreparedInsert<Pick<InferSelectModel<Table>, Key>> {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const returned = returning ? columns.filter(([key]) => (returning as readonly string[]).includes(key)) : columns;
  const given = rows as Record<string, unknown>[];
  const written = columns.flatMap(([key, column]): Written[] => {
    const fallback = applicationDefault(column);
    const missing = given.some((row) => row[key] === undefined);
    if (!fallback && missing && given.every((row) => row[key] === undefined)) return [];
    // Some rows give it, others leave it to a database default: only a NOT NULL column tells "not given" from null.
    const databaseDefault = !fallback && missing && column.hasDefault;
    if (databaseDefault && !column.notNull)
      throw new Error(`insertRows(${column.name}): give this nullable column in every row or in none`);
    return [{ key, column, json: isJson(column), fallback, databaseDefault }];
  });
  const records = given.map((row) =>
    Object.fromEntries(
      written.map((entry) => [
        entry.column.name,
        recordValue(entry, row[entry.key] === undefined ? entry.fallback?.() : row[entry.key]),
      ]),
    ),
  );
  const { head, tail } = statementFor(
    table,
    written,
    returned.map(([key]) => key),
  );
  return {
    table: getTableName(table),
    head,
    tail,
    json: JSON.stringify(records),
    jsonSafe: returned.every(([, column]) => !NOT_JSON_SAFE.has(column.columnType)),
    whole: returned.length === columns.length,
    read: (raw) =>
      Object.fromEntries(
        returned.map(([key, column]) => {
          const value = raw[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as Pick<InferSelectModel<Table>, Key>,
  };
}

/**
 * `db.insert(table).values(rows).returning()` with every value in one JSON parameter, read by jsonb_to_recordset:
 * for the multi-row inserts of busy write paths, where Drizzle building, and PostgreSQL binding, a parameter per
 * value cost more than the insert (a quote with its items, recipients and messages has about two hundred). The
 * statement's text is built once per table and set of columns. Same result: application defaults are applied,
 * columns that no row gives keep their database default, and the rows come back in the given order, mapped as
 * Drizzle maps them: every column, or only the `returning` ones (a bulk writer need not read back the JSON it sent).
 */
export async function insertRows<
  Table extends PgTable,
  Key extends keyof InferSelectModel<Table> & string = keyof InferSelectModel<Table> & string,
>(
  db: Db,
  table: Table,
  rows: InferInsertModel<Table>[],
  returning?: readonly Key[],
): Promise<Pick<InferSelectModel<Table>, Key>[]> {
  if (rows.length === 0) return [];
  const insert = prepareInsert(table, rows, returning);
  const inserted = await queryRows<Record<string, unknown>>(
    db,
    sql`${sql.raw(insert.head)}${insert.json}${sql.raw(insert.tail)}`,
  );
  return inserted.map(insert.read);
}

/**
 * The text of insertRows' statement with its rows as a literal, not a parameter: for the one message that carries the
 * last write of a transaction and its COMMIT (transactionWithEnds), which takes no parameters.
 */
export function literalInsert<Table extends PgTable>(table: Table, rows: InferInsertModel<Table>[]): string {
  const first = Object.keys(getTableColumns(table))[0]!;
  const insert = prepareInsert(table, rows, [first] as never);
  return `${insert.head}${pg.escapeLiteral(insert.json)}${insert.tail}`;
}

type RowsOf<Parts> = { [Index in keyof Parts]: Parts[Index] extends PreparedInsert<infer Row> ? Row[] : never };

/**
 * What travels with insertTogether's statement for the audit capture (server/audit/record.ts, reportInserts): CTEs run
 * beside the inserts and columns of the answer, both evaluated before the rows' triggers fire (when the statement
 * ends), and what takes that answer with each part's rows as `to_jsonb` gives them (the trigger's copy of them).
 */
export type InsertReport = {
  ctes: SQL[];
  columns: SQL[];
  receive(answer: Record<string, unknown>, parts: { table: string; rows: Record<string, unknown>[] }[]): void;
};

/**
 * Several prepared inserts as one statement (each a data-modifying CTE, run in order as the answer reads them), answered with each
 * one's rows: one round trip where a write that holds a lock (a quote's number) would make several. Foreign keys
 * between the parts hold, as they are checked when the statement ends. Rows travel back as JSON, so a part's table
 * may not return columns whose JSON form differs from the driver's (string numerics and timestamps, intervals).
 * `report` rides along (InsertReport).
 */
export async function insertTogether<const Parts extends readonly PreparedInsert<unknown>[]>(
  db: Db,
  parts: Parts,
  options: { report?: InsertReport | null } = {},
): Promise<RowsOf<Parts>> {
  const unsafe = parts.find((part) => !part.jsonSafe);
  if (unsafe)
    throw new Error(`insertTogether(${unsafe.table}): a returned column does not read back from JSON as it is`);
  const partial = options.report && parts.find((part) => !part.whole);
  if (partial)
    throw new Error(`insertTogether(${partial.table}): only whole rows can be reported; return every column`);
  const ctes = parts.map(
    (part, index) => sql`${sql.raw(`part${index} as (${part.head}`)}${part.json}${sql.raw(`${part.tail})`)}`,
  );
  const answers = parts.map(
    (_, index) => `(select coalesce(jsonb_agg(to_jsonb(part${index})), '[]'::jsonb) from part${index}) as part${index}`,
  );
  const report = options.report;
  const [row] = await queryRows<Record<string, Record<string, unknown>[]>>(
    db,
    sql`with ${sql.join([...ctes, ...(report?.ctes ?? [])], sql`, `)}
        select ${sql.join([sql.raw(answers.join(', ')), ...(report?.columns ?? [])], sql`, `)}`,
  );
  report?.receive(
    row!,
    parts.map((part, index) => ({ table: part.table, rows: row![`part${index}`]! })),
  );
  return parts.map((part, index) => row![`part${index}`]!.map((raw) => part.read(raw))) as RowsOf<Parts>;
}
