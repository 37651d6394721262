import { filledLanguages, languagesOf, textsOf } from './translations';

const FIELDS = ['question', 'answer'] as const;

test('only the languages filled in become rows; rows come back as texts with blanks for the missing ones', () => {
  const texts = { 'zh-TW': { question: '問？', answer: '答。' }, en: { question: '', answer: '' }, ko: { question: '질문?', answer: '답.' } };
  const rows = filledLanguages(texts, FIELDS);
  expect(rows).toEqual([
    { locale: 'zh-TW', question: '問？', answer: '答。' },
    { locale: 'ko', question: '질문?', answer: '답.' },
  ]);
  expect(textsOf([...rows, { locale: 'ja', question: 'x', answer: 'y' }], FIELDS)).toEqual(texts);
  expect(languagesOf(texts, FIELDS)).toEqual(['zh-TW', 'ko']);
  expect(textsOf([], FIELDS)).toEqual({ 'zh-TW': { question: '', answer: '' }, en: { question: '', answer: '' }, ko: { question: '', answer: '' } });
});
