import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  OVERVIEW_DAYS,
  OVERVIEW_TIME_ZONE,
  type FailedJobsRow,
  type Overview,
  type OverviewDay,
} from '@/shared/schemas/console-overview';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * The console's Overview (issue 17): the last 30 days in India Standard Time, one grouped query
 * for the days (a series of dates left-joined to per-day aggregates) and one for the totals,
 * never a query per day. Revenue is what was paid that day minus what was refunded that day
 * (a refunded order counts on the day it was paid and is taken back on the day of the refund).
 */
export async function getOverview(db: Db, now = new Date()): Promise<Overview> {
  const tz = OVERVIEW_TIME_ZONE;
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${tz})::date`;
  // The first day's midnight in IST, as an instant.
  const since = sql`((${today} - ${OVERVIEW_DAYS - 1}::int)::timestamp at time zone ${tz})`;
  const until = sql`${now.toISOString()}::timestamptz`;
  const dayOf = (col: string) => sql.raw(`(${col} at time zone '${tz}')::date`);
  const daily = await db.execute(sql`
    with days as (
      select (${today} - g)::date as day from generate_series(0, ${OVERVIEW_DAYS - 1}::int) g
    ),
    signups as (
      select ${dayOf('created_at')} as day, count(*)::int as n from "user"
      where created_at >= ${since} and created_at <= ${until} group by 1
    ),
    sessions as (
      select ${dayOf('created_at')} as day, count(*)::int as n from test_sessions
      where created_at >= ${since} and created_at <= ${until} group by 1
    ),
    evals as (
      select ${dayOf('created_at')} as day, count(*)::int as n from evaluations
      where created_at >= ${since} and created_at <= ${until} group by 1
    ),
    active as (
      select day, count(distinct user_id)::int as n from (
        select ${dayOf('created_at')} as day, user_id from test_sessions
        where created_at >= ${since} and created_at <= ${until}
        union all
        select ${dayOf('created_at')} as day, user_id from evaluations
        where created_at >= ${since} and created_at <= ${until}
      ) a group by day
    ),
    paid as (
      select ${dayOf('paid_at')} as day, sum(amount_paise)::float8 as paise from orders
      where status in ('paid', 'refunded') and paid_at >= ${since} and paid_at <= ${until}
      group by 1
    ),
    refunds as (
      select ${dayOf('refunded_at')} as day, sum(amount_paise)::float8 as paise from orders
      where status = 'refunded' and refunded_at >= ${since} and refunded_at <= ${until}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(signups.n, 0) as "signUps",
      coalesce(active.n, 0) as "activeUsers",
      coalesce(sessions.n, 0) as "practiceSessions",
      coalesce(evals.n, 0) as "evaluations",
      (coalesce(paid.paise, 0) - coalesce(refunds.paise, 0))::float8 as "revenuePaise"
    from days
      left join signups using (day)
      left join sessions using (day)
      left join evals using (day)
      left join active using (day)
      left join paid using (day)
      left join refunds using (day)
    order by days.day`);
  const [totals] = rowsOf<{ activeUsers: number; users: number }>(
    await db.execute(sql`
      select
        (select count(distinct user_id)::int from (
          select user_id from test_sessions where created_at >= ${since} and created_at <= ${until}
          union
          select user_id from evaluations where created_at >= ${since} and created_at <= ${until}
        ) a) as "activeUsers",
        (select count(*)::int from "user") as users`),
  );
  const days = rowsOf<OverviewDay>(daily).map((d) => ({
    ...d,
    revenuePaise: Number(d.revenuePaise),
  }));
  const sum = (k: keyof Omit<OverviewDay, 'day'>) => days.reduce((s, d) => s + d[k], 0);
  return {
    timeZone: tz,
    days,
    totals: {
      signUps: sum('signUps'),
      activeUsers: totals.activeUsers,
      practiceSessions: sum('practiceSessions'),
      evaluations: sum('evaluations'),
      revenuePaise: sum('revenuePaise'),
      users: totals.users,
    },
    failedJobs: await failedJobs(db),
  };
}

/**
 * pg-boss's failed jobs per queue, read from its own tables (pgboss.queue lists the queues,
 * pgboss.job holds the jobs, including partitions). null when pg-boss never ran on this database.
 */
export async function failedJobs(db: Db): Promise<FailedJobsRow[] | null> {
  const [exists] = rowsOf<{ ok: boolean }>(
    await db.execute(
      sql`select to_regclass('pgboss.job') is not null and to_regclass('pgboss.queue') is not null as ok`,
    ),
  );
  if (!exists?.ok) return null;
  return rowsOf<FailedJobsRow>(
    await db.execute(sql`
      select q.name as queue, coalesce(j.n, 0)::int as failed
      from pgboss.queue q
      left join (
        select name, count(*)::int as n from pgboss.job where state = 'failed' group by name
      ) j on j.name = q.name
      order by failed desc, q.name`),
  );
}
