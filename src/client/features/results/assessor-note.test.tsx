import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AssessorNote } from './assessor-note';

describe('AssessorNote', () => {
  it('names the built-in assessor for rubric scores, and for a fallback or unknown assessor', () => {
    for (const assessor of ['rubric', 'rubric-fallback', null]) {
      const { unmount } = render(<AssessorNote assessor={assessor} />);
      expect(screen.getByTestId('assessor-note')).toHaveTextContent(
        'Scores are a practice estimate from the built-in assessor, not an official SSB assessment.',
      );
      unmount();
    }
  });

  it('names the configured AI model for LLM scores', () => {
    render(<AssessorNote assessor="llm" />);
    expect(screen.getByTestId('assessor-note')).toHaveTextContent(
      'Scores are a practice estimate from the configured AI model, not an official SSB assessment.',
    );
  });
});
