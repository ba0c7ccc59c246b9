/** Plans and prices (spec part 2 §3). Prices in rupees; the server is the authority on them. */
export type PlanId = 'cadet' | 'lieutenant' | 'major' | 'brigadier' | 'general';

export interface Plan {
  id: PlanId;
  name: string;
  price: number;
  originalPrice: number | null;
  savingsPercent: number | null;
  durationMonths: number | null;
  durationLabel: string;
  badge: string | null;
  stars: number;
  features: string[];
}

export const FREE_PLAN_NAME = 'Cadet Free Plan';

export const PLANS: readonly Plan[] = [
  {
    id: 'cadet',
    name: 'Cadet',
    price: 0,
    originalPrice: null,
    savingsPercent: null,
    durationMonths: null,
    durationLabel: 'Free',
    badge: null,
    stars: 1,
    features: [
      '10 WAT and 10 SRT credits',
      '2 PPDT credits',
      'AI assessor feedback',
      'Limited room access',
    ],
  },
  {
    id: 'lieutenant',
    name: 'Lieutenant',
    price: 299,
    originalPrice: 349,
    savingsPercent: 14,
    durationMonths: 1,
    durationLabel: '1 month',
    badge: null,
    stars: 2,
    features: ['Unlimited WAT, SRT and PPDT', 'TAT practice', 'AI assessor feedback'],
  },
  {
    id: 'major',
    name: 'Major',
    price: 749,
    originalPrice: 999,
    savingsPercent: 25,
    durationMonths: 3,
    durationLabel: '3 months',
    badge: 'BEST VALUE',
    stars: 3,
    features: ['Unlimited WAT, SRT and PPDT', 'TAT practice', 'Early room access'],
  },
  {
    id: 'brigadier',
    name: 'Brigadier',
    price: 1299,
    originalPrice: 2100,
    savingsPercent: 38,
    durationMonths: 6,
    durationLabel: '6 months',
    badge: 'POPULAR',
    stars: 4,
    features: ['Unlimited WAT, SRT and PPDT', 'TAT practice', 'Early room access', 'Private rooms'],
  },
  {
    id: 'general',
    name: 'General',
    price: 2499,
    originalPrice: 4199,
    savingsPercent: 40,
    durationMonths: 12,
    durationLabel: '12 months',
    badge: 'PREMIUM',
    stars: 5,
    features: [
      'Unlimited WAT, SRT and PPDT',
      'TAT practice',
      'Early room access',
      'Private rooms',
      '1 mock interview',
    ],
  },
];

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** The states of an order (payments, the console's Payments section). */
export const ORDER_STATUSES = ['created', 'paid', 'failed', 'expired', 'refunded'] as const;
