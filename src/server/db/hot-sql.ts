// The SQL of the hottest requests (issue 18), written once as plain text: the routes run it as
// named prepared statements (db/prepared.ts) and the load bench's bare baseline server
// (scripts/bench-baseline.ts) sends exactly the same text, so `npm run bench -- --load` compares
// the frameworks around identical queries. Column aliases are the camelCase names the code reads.

/** A named statement: `name` is its prepared-statement name on PostgreSQL. */
export interface HotQuery {
  name: string;
  text: string;
}

/**
 * better-auth's session (by its indexed token) joined with its user: one round trip per
 * authenticated request. $1 = the session token.
 */
export const SESSION_BY_TOKEN: HotQuery = {
  name: 'ssb_session_by_token',
  text: `select s.id as "sId", s.expires_at as "sExpiresAt", s.token as "sToken",
  s.ip_address as "sIpAddress", s.user_agent as "sUserAgent", s.user_id as "sUserId",
  s.created_at as "sCreatedAt", s.updated_at as "sUpdatedAt",
  u.id, u.name, u.email, u.email_verified as "emailVerified", u.image,
  u.two_factor_enabled as "twoFactorEnabled", u.role, u.created_at as "createdAt",
  u.updated_at as "updatedAt"
from "session" s join "user" u on u.id = s.user_id
where s.token = $1`,
};

/**
 * The user's credits row and the subscription that counts now (active, started, not expired;
 * newest start wins). No row: the caller creates the free-plan row first. $1 = user id, $2 = now.
 */
export const CREDITS_AND_PLAN: HotQuery = {
  name: 'ssb_credits_and_plan',
  text: `select c.wat_credits as "wat", c.srt_credits as "srt", c.ppdt_credits as "ppdt",
  c.has_unlimited as "hasUnlimited", p.plan_name as "planName"
from user_credits c
left join lateral (
  select plan_name from subscriptions
  where user_id = c.user_id and status = 'active' and starts_at <= $2 and expires_at > $2
  order by starts_at desc, created_at desc
  limit 1
) p on true
where c.user_id = $1`,
};

/**
 * Saves one answer in one statement: the caller's session under a share lock (the lock a cancel
 * also takes, so an answer never lands in a session being cancelled), the item's position, the
 * insert (idempotent per session and item), the session marked completed once every item is
 * answered, and the stored answer (new or already there).
 * $1 session id, $2 user id, $3 item id, $4 text, $5 time taken, $6 extra (jsonb text).
 * No row: not the caller's session. `itemPosition` null: the item is not in the session.
 * `status` other than 'active': the session is closed (nothing was written).
 */
export const SAVE_RESPONSE: HotQuery = {
  name: 'ssb_save_response',
  text: `with s as (
  select id, test_type, status from test_sessions
  where id = $1::uuid and user_id = $2::text
  for share
), i as (
  select position from test_session_items where session_id = $1::uuid and item_id = $3::uuid
), ins as (
  insert into test_responses
    (user_id, session_id, test_type, item_id, position, response_text, time_taken, extra)
  select $2::text, s.id, s.test_type, $3::uuid, i.position, $4::text, $5::integer, $6::jsonb
  from s, i where s.status = 'active'
  on conflict (session_id, item_id) do nothing
  returning id, item_id, position, response_text, time_taken, extra, created_at
), done as (
  update test_sessions t set status = 'completed', completed_at = now()
  from s
  where t.id = s.id and s.status = 'active'
    and (select count(*) from test_responses r where r.session_id = $1::uuid)
      + (select count(*) from ins) >= t.item_count
  returning t.id
)
select s.status, i.position as "itemPosition", r.id, r.item_id as "itemId", r.position,
  r.response_text as "responseText", r.time_taken as "timeTaken", r.extra,
  r.created_at as "createdAt"
from s
left join i on true
left join lateral (
  select * from ins
  union all
  select id, item_id, position, response_text, time_taken, extra, created_at
  from test_responses
  where session_id = $1::uuid and item_id = $3::uuid and not exists (select 1 from ins)
) r on true`,
};

/** The user's evaluations, newest first, optionally of one test ($2, or null for all). */
export const LIST_EVALUATIONS: HotQuery = {
  name: 'ssb_list_evaluations',
  text: `select e.id, e.test_type as "testType", e.session_id as "sessionId", e.status,
  e.overall_score as "overallScore", e.created_at as "createdAt",
  e.completed_at as "completedAt", e.last_error as "lastError", ts.item_count as "itemCount"
from evaluations e
left join test_sessions ts on ts.id::text = e.session_id
where e.user_id = $1 and ($2::text is null or e.test_type = $2::text)
order by e.created_at desc
limit 200`,
};

/** Evaluations per test type of the user. $1 = user id. */
export const EVALUATION_COUNTS: HotQuery = {
  name: 'ssb_evaluation_counts',
  text: `select test_type as "testType", count(*)::int as "n"
from evaluations where user_id = $1 group by test_type`,
};

/** The health check's round trip. */
export const HEALTH: HotQuery = { name: 'ssb_health', text: 'select 1 as ok' };
