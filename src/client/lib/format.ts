const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/** US short date with hour and minute in the user's time zone, e.g. "11/22/26, 7:45 PM" (spec part 1 §9). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** Rupee amounts (default currency INR, shown as ₹). */
export function formatMoney(amount: number, currency = 'INR'): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}
