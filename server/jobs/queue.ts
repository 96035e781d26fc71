import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { insertRows, prepareInsert, type PreparedInsert } from '../db/insert-rows';
import { jobs } from '../db/schema';
import { currentTraceContext } from '../core/tracing';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_TIMEOUT_MS, type JobDefinition } from './define';

export const JOBS_CHANNEL = 'loadout_jobs';
/**
 * A slow group (say a webhook endpoint that hangs) can hold this many worker slots at most; also how many deliveries
 * one endpoint receives at once. 8 of the default 32 slots lets one busy endpoint take 200 events/s (`npm run bench
 * webhook-delivery`), and an endpoint that hangs still leaves three quarters of them to the others.
 */
export const MAX_RUNNING_PER_GROUP = 8;

export type JobRow = typeof jobs.$inferSelect;

export type EnqueueOptions = { runAt?: Date; groupKey?: string; order?: { key: string; seq: number } };

/**
 * Adds jobs of one type to the outbox in one statement. Pass the transaction of the state change that causes them:
 * the jobs then exist exactly when the change commits. Workers are woken on commit through NOTIFY (a trigger of
 * the jobs table, migration 0008).
 */
export async function enqueueJobs<Payload>(
  db: Db,
  definition: JobDefinition<Payload>,
  entries: { payload: Payload; options?: EnqueueOptions }[],
): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = await insertRows(db, jobs, jobValues(definition, entries), ['id']);
  return rows.map((row) => row.id);
}

/** The insert of enqueueJobs, built but not sent: for a writer that sends it with others (insertTogether). */
export function prepareJobs<Payload>(
  definition: JobDefinition<Payload>,
  entries: { payload: Payload; options?: EnqueueOptions }[],
): PreparedInsert<{ id: string }> {
  return prepareInsert(jobs, jobValues(definition, entries), ['id']);
}

function jobValues<Payload>(
  definition: JobDefinition<Payload>,
  entries: { payload: Payload; options?: EnqueueOptions }[],
) {
  // The enqueuing span's trace context, so that the worker's span for each job continues its trace (docs/traces.md).
  const traceContext = currentTraceContext();
  return entries.map(({ payload, options = {} }) => ({
    type: definition.type,
    payload: definition.payload.parse(payload) as object,
    maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    runAt: options.runAt,
    groupKey: options.groupKey ?? null,
    orderKey: options.order?.key ?? null,
    orderSeq: options.order?.seq ?? null,
    traceContext,
  }));
}

/** Adds one job to the outbox; see enqueueJobs. */
export async function enqueueJob<Payload>(
  db: Db,
  definition: JobDefinition<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<string> {
  const [id] = await enqueueJobs(db, definition, [{ payload, options }]);
  return id!;
}

/** Pieces of the claim statements, for the types a worker runs and their leases. */
function claimParts(leases: Record<string, number>) {
  const types = Object.keys(leases);
  return {
    typeList: sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    ),
    leaseCase: sql.join(
      [
        sql`case ${jobs.type}`,
        ...types.map((type) => sql`when ${type} then ${leases[type]}`),
        sql`else ${DEFAULT_TIMEOUT_MS} end`,
      ],
      sql` `,
    ),
    // The ordering rule, for a candidate aliased `candidate`.
    notBehindEarlier: sql`(candidate.order_key is null or not exists (
      select 1 from jobs earlier
      where earlier.order_key = candidate.order_key and earlier.status in ('queued', 'running') and earlier.order_seq < candidate.order_seq
    ))`,
  };
}

const CLAIMED_COLUMNS = sql`id, type, payload, attempts, max_attempts, group_key, trace_context`;

function toJobRows(rows: Record<string, unknown>[]): JobRow[] {
  return rows.map((row) => ({
    id: row.id as string,
    type: row.type as string,
    payload: row.payload,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    groupKey: (row.group_key as string | null) ?? null,
    traceContext: (row.trace_context as Record<string, string> | null) ?? null,
  })) as JobRow[];
}

/**
 * Takes up to `limit` due jobs of the given types, and jobs whose lease ran out (their worker died), marking them
 * running with a lease per type. A group never gets more than MAX_RUNNING_PER_GROUP running jobs, and a job waits
 * while an earlier job (lower order_seq) of its order key is queued or running. SKIP LOCKED lets several workers
 * claim side by side.
 *
 * The candidates are found group by group: a loose index scan visits each group that has queued jobs and takes only
 * as many of its earliest due jobs as it has room for, so a claim costs the same with 10 or 100,000 jobs waiting,
 * and one group's backlog never hides the jobs of another.
 */
export async function claimJobs(
  db: Db,
  leases: Record<string, number>,
  limit: number,
  /**
   * Due by this moment instead of the database's now(), for a build that runs as if at an earlier time
   * (JobWorker.drainDue): jobs queued to run at once (no run_at given, so it is their created_at) are due, and jobs
   * given a run_at once `dueBy` reaches it.
   */
  dueBy?: Date,
): Promise<JobRow[]> {
  if (Object.keys(leases).length === 0 || limit <= 0) return [];
  const { typeList, leaseCase, notBehindEarlier } = claimParts(leases);
  const isDue = dueBy
    ? sql`(candidate.run_at <= ${dueBy.toISOString()}::timestamptz or candidate.run_at = candidate.created_at)`
    : sql`candidate.run_at <= now()`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with recursive waiting_groups(group_key) as (
      (select group_key from jobs where status = 'queued' and group_key is not null order by group_key limit 1)
      union all
      select (select next.group_key from jobs next
              where next.status = 'queued' and next.group_key is not null and next.group_key > waiting_groups.group_key
              order by next.group_key limit 1)
      from waiting_groups where waiting_groups.group_key is not null
    ),
    lapsed as (
      select candidate.id, candidate.run_at, candidate.group_key from jobs candidate
      where candidate.status = 'running' and candidate.locked_until < now() and candidate.type in (${typeList})
      order by candidate.locked_until
      limit ${limit}
    ),
    room as (
      -- What a group may still start: the cap, less its jobs running under a live lease and its lapsed ones.
      select waiting_groups.group_key,
        ${MAX_RUNNING_PER_GROUP}
          - (select count(*) from jobs busy where busy.status = 'running' and busy.locked_until >= now() and busy.group_key = waiting_groups.group_key)
          - (select count(*) from lapsed where lapsed.group_key = waiting_groups.group_key) as free
      from waiting_groups where waiting_groups.group_key is not null
    ),
    candidates as (
      select id, run_at from lapsed
      union all
      select grouped.id, grouped.run_at from room cross join lateral (
        select candidate.id, candidate.run_at from jobs candidate
        where candidate.status = 'queued' and candidate.group_key = room.group_key and ${isDue}
          and candidate.type in (${typeList}) and ${notBehindEarlier}
        order by candidate.run_at
        limit greatest(room.free, 0)
      ) grouped
      union all
      (select candidate.id, candidate.run_at from jobs candidate
        where candidate.status = 'queued' and candidate.group_key is null and ${isDue}
          and candidate.type in (${typeList}) and ${notBehindEarlier}
        order by candidate.run_at
        limit ${limit})
    )
    update jobs set
      status = 'running',
      attempts = attempts + 1,
      locked_until = now() + make_interval(secs => (${leaseCase})::double precision / 1000),
      updated_at = now()
    -- The rows by key, from an array: a condition on status here let a planner that underestimated the queue scan
    -- every queued job on each claim (3–9 ms with 10,000 waiting).
    where id = any(array(
      select job.id from candidates
      join jobs job on job.id = candidates.id
      -- Checked again on the locked row as it is now: a job another claim took after this statement's snapshot is
      -- left alone.
      where job.status = 'queued' or (job.status = 'running' and job.locked_until < now())
      order by candidates.run_at
      limit ${limit}
      for update of job skip locked
    ))
    returning ${CLAIMED_COLUMNS}`,
  );
  return toJobRows(rows);
}

/**
 * Marks jobs succeeded. With `claimNext`, each finished job of a group hands its place to the group's next due job
 * in the same statement, which is returned claimed: a busy group keeps its slots without waiting for the worker's
 * next claim, and it never holds more than before (one finishes, one starts).
 */
export async function completeJobs(
  db: Db,
  ids: string[],
  options: { claimNext?: Record<string, number> } = {},
): Promise<JobRow[]> {
  const leases = options.claimNext;
  if (!leases || Object.keys(leases).length === 0) {
    await db
      .update(jobs)
      .set({ status: 'succeeded', lockedUntil: null, lastError: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running')));
    return [];
  }
  const { typeList, leaseCase, notBehindEarlier } = claimParts(leases);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with done as (
      update jobs set status = 'succeeded', locked_until = null, last_error = null, finished_at = now(), updated_at = now()
      where id in (${idList}) and status = 'running'
      returning group_key
    ),
    finished as (select group_key, count(*) as count from done where group_key is not null group by group_key),
    next as (
      select following.id from finished cross join lateral (
        select candidate.id from jobs candidate
        where candidate.status = 'queued' and candidate.group_key = finished.group_key and candidate.run_at <= now()
          and candidate.type in (${typeList}) and ${notBehindEarlier}
        order by candidate.run_at
        limit finished.count
        for update skip locked
      ) following
    )
    update jobs set
      status = 'running',
      attempts = attempts + 1,
      locked_until = now() + make_interval(secs => (${leaseCase})::double precision / 1000),
      updated_at = now()
    -- By key (see claimJobs); the lock taken in \`next\` re-checked that each job is still queued.
    where id = any(array(select id from next))
    returning ${CLAIMED_COLUMNS}`,
  );
  return toJobRows(rows);
}

/** Schedules the next attempt, or marks the job failed when it has no attempts left. */
export async function markJobFailed(
  db: Db,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  error: string,
  retryInMs: number,
) {
  const exhausted = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      exhausted
        ? { status: 'failed', lockedUntil: null, lastError: error, finishedAt: sql`now()`, updatedAt: sql`now()` }
        : {
            status: 'queued',
            lockedUntil: null,
            lastError: error,
            runAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
            updatedAt: sql`now()`,
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
}

/** Milliseconds until the next queued job of these types is due, or null when none is queued. */
export async function msUntilNextJob(db: Db, types: string[]): Promise<number | null> {
  if (types.length === 0) return null;
  const [row] = await queryRows<{ wait_ms: number | null }>(
    db,
    sql`select extract(epoch from (min(run_at) - now())) * 1000 as wait_ms from jobs
        where status = 'queued' and type in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})`,
  );
  return row?.wait_ms === null || row?.wait_ms === undefined ? null : Math.max(0, Number(row.wait_ms));
}

/** Forgets finished jobs after a week. */
export async function deleteFinishedJobs(db: Db) {
  await db.execute(sql`delete from jobs where finished_at < now() - interval '7 days'`);
}
