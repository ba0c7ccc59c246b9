/**
 * GET /api/admin/console/overview (issue 17): the last 30 days, one row per day in India Standard
 * Time (Asia/Kolkata, the product's market), oldest first.
 */
export const OVERVIEW_DAYS = 30;
export const OVERVIEW_TIME_ZONE = 'Asia/Kolkata';

export interface OverviewDay {
  /** YYYY-MM-DD in IST. */
  day: string;
  signUps: number;
  activeUsers: number;
  practiceSessions: number;
  evaluations: number;
  /** Paid orders that day minus refunds made that day, in paise (may be negative). */
  revenuePaise: number;
}
export interface FailedJobsRow {
  queue: string;
  failed: number;
}
export interface Overview {
  timeZone: string;
  days: OverviewDay[];
  totals: {
    signUps: number;
    /** Distinct users active on any of the days. */
    activeUsers: number;
    practiceSessions: number;
    evaluations: number;
    revenuePaise: number;
    users: number;
  };
  /** null when the job queue is not running on this server (no pgboss schema). */
  failedJobs: FailedJobsRow[] | null;
}
