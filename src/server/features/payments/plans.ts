import type { PlanId } from '@/shared/plans';

export type PaidPlanId = Exclude<PlanId, 'cadet'>;

export interface ServerPlan {
  id: PaidPlanId;
  name: string;
  /** The price charged, in paise. The server is the only authority on it (issue 12). */
  amountPaise: number;
  durationMonths: number;
}

/** What each paid plan costs and lasts. src/shared/plans.ts is the display copy (tested equal). */
export const SERVER_PLANS: Record<PaidPlanId, ServerPlan> = {
  lieutenant: { id: 'lieutenant', name: 'Lieutenant', amountPaise: 29_900, durationMonths: 1 },
  major: { id: 'major', name: 'Major', amountPaise: 74_900, durationMonths: 3 },
  brigadier: { id: 'brigadier', name: 'Brigadier', amountPaise: 129_900, durationMonths: 6 },
  general: { id: 'general', name: 'General', amountPaise: 249_900, durationMonths: 12 },
};

export const PAID_PLAN_IDS = Object.keys(SERVER_PLANS) as PaidPlanId[];
export const CURRENCY = 'INR';

export function serverPlan(id: string | null): ServerPlan | undefined {
  return id && id in SERVER_PLANS ? SERVER_PLANS[id as PaidPlanId] : undefined;
}

/** `from` plus whole calendar months (the plan's duration). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  d.setMonth(d.getMonth() + months);
  return d;
}

/** The mock interview fee (spec part 2 §9: ₹399), for orders with purpose 'interview'. */
export const INTERVIEW_FEE_PAISE = 39_900;
