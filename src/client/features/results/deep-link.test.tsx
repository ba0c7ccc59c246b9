import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@/client/test/render';
import { buildDetail, buildEvaluation, buildItem, givenEvaluations } from './test-factories';

// Links from /progress (a quote's source): ?evaluation=<id> opens that row and scrolls to it.
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  // jsdom has none of its own.
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('results deep link (?evaluation=<id>)', () => {
  it('opens the SRT evaluation it names, shows its details and scrolls it into view', async () => {
    const newer = buildEvaluation({ testType: 'srt' });
    const target = buildEvaluation({ testType: 'srt', overallScore: 2.9 });
    givenEvaluations({ srt: [newer, target] }, [
      buildDetail(target, [buildItem({ responseText: 'I would call the police first.' })]),
    ]);
    renderApp(`/results?test=srt&evaluation=${target.id}`);

    const list = await screen.findByRole('list', { name: 'SRT evaluations' });
    const rows = within(list).getAllByRole('button', { name: /SRT Test/ });
    expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
    expect(rows[1]).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('I would call the police first.')).toBeInTheDocument();
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(rows[1]);
  });

  it('opens the PPDT attempt it names', async () => {
    const other = buildEvaluation({ testType: 'ppdt' });
    const target = buildEvaluation({ testType: 'ppdt' });
    givenEvaluations({ ppdt: [other, target] }, [
      buildDetail(target, [buildItem({ responseText: 'Ravi divided the villagers into teams.' })]),
    ]);
    renderApp(`/ppdt-results?evaluation=${target.id}`);

    const cards = within(await screen.findByRole('list', { name: 'PPDT attempts' })).getAllByRole(
      'button',
    );
    expect(cards[0]).toHaveAttribute('aria-expanded', 'false');
    expect(cards[1]).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/Ravi divided the villagers into teams\./)).toBeInTheDocument();
    expect(scrolled[0]).toContainElement(cards[1]);
  });
});
