import { describe, expect, it } from 'vitest';
import { todayIn, weeklyPatternSchema, weeklySlotInstants, zonedTimeToUtc } from './slot-pattern';

const iso = (ds: Date[]) => ds.map((d) => d.toISOString());

describe('weeklySlotInstants', () => {
  it('turns weekdays × times × weeks in Asia/Kolkata into UTC instants, sorted', () => {
    const now = new Date('2026-12-01T00:00:00Z'); // a Tuesday
    const slots = weeklySlotInstants(
      { weekdays: [1, 3], times: ['18:30', '09:00'], weeks: 2, timeZone: 'Asia/Kolkata' },
      now,
    );
    expect(iso(slots)).toEqual([
      '2026-12-02T03:30:00.000Z', // Wed 09:00 IST
      '2026-12-02T13:00:00.000Z', // Wed 18:30 IST
      '2026-12-07T03:30:00.000Z', // Mon
      '2026-12-07T13:00:00.000Z',
      '2026-12-09T03:30:00.000Z', // Wed
      '2026-12-09T13:00:00.000Z',
      '2026-12-14T03:30:00.000Z', // Mon 14: day 14 of the two weeks from Tue 1
      '2026-12-14T13:00:00.000Z',
    ]);
  });

  it('never returns a time already past, and starts from today in the zone', () => {
    // 10:00 IST on Tuesday 1 December: that morning's 09:00 is gone, 18:30 is not.
    const now = new Date('2026-12-01T04:30:00Z');
    const slots = weeklySlotInstants(
      { weekdays: [2], times: ['09:00', '18:30'], weeks: 1, timeZone: 'Asia/Kolkata' },
      now,
    );
    expect(iso(slots)).toEqual(['2026-12-01T13:00:00.000Z']);
    // A start date in the past yields only the future part.
    expect(
      weeklySlotInstants(
        {
          weekdays: [2],
          times: ['09:00'],
          weeks: 1,
          timeZone: 'Asia/Kolkata',
          startDate: '2026-11-01',
        },
        now,
      ),
    ).toEqual([]);
    // Late evening UTC is already the next day in India.
    expect(todayIn('Asia/Kolkata', new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-02');
  });

  it('keeps the wall time across the DST change in Europe/London (UTC+1 → UTC+0)', () => {
    const now = new Date('2026-10-19T00:00:00Z');
    const slots = weeklySlotInstants(
      {
        weekdays: [6],
        times: ['10:00'],
        weeks: 2,
        timeZone: 'Europe/London',
        startDate: '2026-10-19',
      },
      now,
    );
    // Sat 24 Oct is BST (09:00Z); the clocks go back on Sun 25 Oct; Sat 31 Oct is GMT (10:00Z).
    expect(iso(slots)).toEqual(['2026-10-24T09:00:00.000Z', '2026-10-31T10:00:00.000Z']);
  });

  it('skips a time the spring-forward gap removes and takes the first of a repeated hour', () => {
    // Europe/London, 29 March 2026: 01:00 → 02:00, so 01:30 does not exist.
    expect(zonedTimeToUtc('Europe/London', { year: 2026, month: 3, day: 29 }, 1, 30)).toBeNull();
    expect(
      zonedTimeToUtc('Europe/London', { year: 2026, month: 3, day: 29 }, 2, 30)?.toISOString(),
    ).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 01:30 happens twice (BST then GMT); the first one is 00:30Z.
    expect(
      zonedTimeToUtc('Europe/London', { year: 2026, month: 10, day: 25 }, 1, 30)?.toISOString(),
    ).toBe('2026-10-25T00:30:00.000Z');
    const spring = weeklySlotInstants(
      {
        weekdays: [0],
        times: ['01:30', '12:00'],
        weeks: 1,
        timeZone: 'Europe/London',
        startDate: '2026-03-29',
      },
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(iso(spring)).toEqual(['2026-03-29T11:00:00.000Z']);
  });

  it('validates with messages a person can act on', () => {
    const bad = weeklyPatternSchema.safeParse({
      weekdays: [],
      times: ['25:00'],
      weeks: 0,
      timeZone: 'Mars/Olympus',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Pick at least one weekday.',
        'Times are HH:MM on a 24-hour clock, e.g. 18:30.',
        'At least 1 week.',
        'Unknown time zone: use an IANA name such as Asia/Kolkata.',
      ]),
    );
    const ok = weeklyPatternSchema.parse({ weekdays: [1], times: ['09:00'], weeks: 4 });
    expect(ok.timeZone).toBe('Asia/Kolkata');
  });
});
