import { getTableColumns, sql, SQL, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import { getTableConfig, PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
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
  const inserted = await queryRows<Record<string, unknown>>(
    db,
    sql`${sql.raw(head)}${JSON.stringify(records)}${sql.raw(tail)}`,
  );
  return inserted.map(
    (raw) =>
      Object.fromEntries(
        returned.map(([key, column]) => {
          const value = raw[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as Pick<InferSelectModel<Table>, Key>,
  );
}
