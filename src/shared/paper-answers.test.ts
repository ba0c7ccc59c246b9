import { describe, expect, it } from 'vitest';
import { splitPaperAnswers } from './paper-answers';

describe('splitPaperAnswers', () => {
  it('WAT: one line per word in order, numbering dropped, blank lines ignored', () => {
    const text =
      '1. Courage wins the day.\n\n2) A team shares the load\r\n3 - Fear can be faced.\n4. extra';
    expect(splitPaperAnswers('wat', text, 3)).toEqual({
      answers: ['Courage wins the day.', 'A team shares the load', 'Fear can be faced.'],
      extra: 1,
    });
  });

  it('SRT: fewer lines than situations leaves the rest not attempted', () => {
    expect(splitPaperAnswers('srt', 'Call the police and help.', 3)).toEqual({
      answers: ['Call the police and help.', null, null],
      extra: 0,
    });
  });

  it('PPDT: the whole text is the story, line breaks kept', () => {
    expect(splitPaperAnswers('ppdt', '  Ravi saw smoke.\nHe ran to help.  ', 1).answers).toEqual([
      'Ravi saw smoke.\nHe ran to help.',
    ]);
    expect(splitPaperAnswers('ppdt', '   ', 1).answers).toEqual([null]);
  });

  it('TAT: one story per picture, separated by blank lines', () => {
    const text = '1. Anil was a cadet.\nHe trained hard.\n\n2. Meera led the team.\n';
    expect(splitPaperAnswers('tat', text, 3).answers).toEqual([
      'Anil was a cadet. He trained hard.',
      'Meera led the team.',
      null,
    ]);
  });
});
