import { FREE_CREDITS } from '@/shared/tests';

export interface HelpQuestion {
  question: string;
  answer: string[];
}
export interface HelpSection {
  id: string;
  title: string;
  questions: HelpQuestion[];
}

/** Answers to the common questions (spec part 1 §9 and part 2 §9 for the numbers). */
export const HELP_SECTIONS: HelpSection[] = [
  {
    id: 'tests',
    title: 'The tests',
    questions: [
      {
        question: 'How does the PPDT work?',
        answer: [
          'The Picture Perception and Discussion Test shows one picture. You observe it for 15 seconds, then you have 240 seconds (4 minutes) to write your story.',
          'Each PPDT attempt uses one PPDT credit.',
        ],
      },
      {
        question: 'How does the TAT work?',
        answer: [
          'The Thematic Apperception Test shows 1 to 10 pictures (5 by default), one after another: 15 seconds to observe each picture and 240 seconds to write its story.',
          'TAT needs a paid plan. It uses one credit per picture.',
        ],
      },
      {
        question: 'How does the WAT work?',
        answer: [
          'The Word Association Test shows one word at a time. You have 15 seconds per word to write the first sentence that comes to mind.',
          'The default is 10 words; each word uses one WAT credit.',
        ],
      },
      {
        question: 'How does the SRT work?',
        answer: [
          'The Situation Reaction Test gives you a set of situations with 15 seconds per situation in total (15 s × the number of situations), so you can spend more time on some than others.',
          'The default is 5 situations; each situation uses one SRT credit.',
        ],
      },
      {
        question: 'What happens if I leave the page or exit fullscreen during a test?',
        answer: [
          'The test pauses and the timer stops. Resume when you are ready; your answers so far are kept.',
        ],
      },
    ],
  },
  {
    id: 'credits',
    title: 'Credits',
    questions: [
      {
        question: 'What do I get on the free plan?',
        answer: [
          `The Cadet Free Plan comes with ${FREE_CREDITS.wat} WAT, ${FREE_CREDITS.srt} SRT and ${FREE_CREDITS.ppdt} PPDT credits when you sign up.`,
          'Credits are not topped up daily. When they run out, a paid plan gives unlimited practice.',
        ],
      },
      {
        question: 'How are credits used?',
        answer: [
          'One credit per word (WAT), per situation (SRT) or per picture (PPDT and TAT). The sidebar shows what you have left.',
        ],
      },
    ],
  },
  {
    id: 'evaluation',
    title: 'Evaluation',
    questions: [
      {
        question: 'How is my answer scored?',
        answer: [
          'The AI assessor reads your answers and scores them out of 5 against the 15 officer-like qualities (OLQs) that SSB assessors look for, such as effective intelligence, reasoning ability, social adaptability, sense of responsibility, initiative, self-confidence and determination.',
          'A score of 4 or more is very good; 3 or more is fair; below 3 shows where to work. Feedback is personalised to your PIQ when you have filled it in.',
        ],
      },
      {
        question: 'Where do I see my results?',
        answer: [
          'PPDT evaluations are under PPDT Results; TAT, WAT and SRT evaluations are under Results in the sidebar.',
        ],
      },
    ],
  },
];
