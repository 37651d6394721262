// Every key the community feed, pop watch and the back office's community page name has words in zh-TW, en and ko
// (issue #25), the e-mails' too; check-locales only compares the locales with each other.
import { literalKeys, missingKeys, sourceFiles } from '@/tests/helpers/locale-keys';

test('the feed’s keys', () => {
  const keys = [...literalKeys(sourceFiles('components/community'), ['community']), 'like.like', 'like.unlike', 'kind.notice', 'kind.event'];
  expect(keys.length).toBeGreaterThan(20);
  expect(missingKeys(keys, 'community')).toEqual([]);
});

test('pop watch’s keys', () => {
  const keys = [...literalKeys(sourceFiles('components/popwatch'), ['popWatch']), 'followCard', 'unfollowCard', 'tooMany', 'validation.card'];
  expect(keys.length).toBeGreaterThan(12);
  expect(missingKeys(keys, 'popWatch')).toEqual([]);
});

test('the back office’s community page, its schema’s messages and the navigation', () => {
  const keys = [
    ...literalKeys(sourceFiles('components/staff/community'), ['communityAdmin']),
    ...['ALBUM', 'CARD', 'POST'].map((kind) => `kinds.${kind}`),
    ...['hide.albumTitle', 'hide.itemTitle', 'hide.albumLead', 'hide.itemLead'],
    ...['wrongType', 'reasonRequired', 'reasonTooShort', 'reasonTooLong'].map((key) => `validation.${key}`),
    'staff:nav.community',
    'account:nav.watching',
    'common:menu.community',
  ];
  expect(missingKeys(keys, 'communityAdmin')).toEqual([]);
});

test('the e-mails: pop watch, an album or feed item hidden and shown again', () => {
  const templates = ['popWatch', 'albumHidden', 'albumShownAgain', 'feedItemHidden', 'feedItemShownAgain'];
  expect(
    missingKeys(
      templates.flatMap((template) => [`${template}.subject`, `${template}.body`]),
      'mail',
    ),
  ).toEqual([]);
});
