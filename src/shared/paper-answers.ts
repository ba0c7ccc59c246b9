/**
 * How the transcribed paper sheet becomes the session's answers (issue 16): WAT and SRT one line
 * per item in order, PPDT the whole text as the story, TAT one story per picture, stories
 * separated by a blank line. A leading number the candidate wrote ("1.", "2)", "3 -") is dropped.
 */
export interface PaperAnswers {
  answers: (string | null)[];
  /** Lines (WAT/SRT) or stories (TAT) beyond the session's items: they are left out. */
  extra: number;
}

const NUMBERING = /^\s*(?:q\.?\s*)?\d{1,2}\s*[.):\-–]\s*/i;

const clean = (text: string) => text.replace(NUMBERING, '').trim();

export function splitPaperAnswers(
  testType: 'wat' | 'srt' | 'ppdt' | 'tat',
  text: string,
  itemCount: number,
): PaperAnswers {
  const normalised = text.replace(/\r\n?/g, '\n');
  let parts: string[];
  if (testType === 'ppdt') {
    const story = normalised.trim();
    parts = story ? [story] : [];
  } else if (testType === 'tat') {
    parts = normalised
      .split(/\n\s*\n/)
      .map((story) => clean(story).replace(/\s*\n\s*/g, ' '))
      .filter(Boolean);
  } else {
    parts = normalised.split('\n').map(clean).filter(Boolean);
  }
  const answers = Array.from({ length: itemCount }, (_, i) => parts[i] ?? null);
  return { answers, extra: Math.max(0, parts.length - itemCount) };
}
