import { eventStatus, faqTopicRank, splitParagraphs } from './content';

describe('eventStatus', () => {
  const now = new Date('2026-11-22T04:00:00Z');
  test.each([
    ['2026-12-05T02:00:00Z', '2026-12-06T10:00:00Z', 'upcoming'],
    ['2026-11-16T00:00:00Z', '2026-12-31T15:59:59Z', 'ongoing'],
    ['2026-11-14T01:00:00Z', '2026-11-15T09:00:00Z', 'ended'],
    [null, null, 'ongoing'],
    [null, '2026-11-01T00:00:00Z', 'ended'],
    ['2026-11-22T04:00:00Z', null, 'ongoing'],
  ] as const)('%s – %s → %s', (start, end, expected) => {
    expect(eventStatus(start, end, now)).toBe(expected);
  });
});

describe('splitParagraphs', () => {
  test('splits on blank lines, trims, drops empty paragraphs', () => {
    expect(splitParagraphs('One.\n\nTwo\nstill two.\r\n\r\n  \n\nThree. ')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });
  test('markup stays text', () => {
    expect(splitParagraphs('<b>x</b>')).toEqual(['<b>x</b>']);
  });
});

test('faqTopicRank puts the known topics first, in order', () => {
  expect(['account', 'other', 'submission', 'payment'].sort((a, b) => faqTopicRank(a) - faqTopicRank(b))).toEqual([
    'submission',
    'payment',
    'account',
    'other',
  ]);
});
