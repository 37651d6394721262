import { inquiryListParams, memberSearchParams, parseInquiryList, parseMemberSearch } from './list-query';

test('members: the URL read with the API schema; a bad URL is the first unfiltered page; defaults left out', () => {
  expect(parseMemberSearch({ q: ' lin ', role: 'STAFF', page: '2' })).toEqual({ q: 'lin', role: 'STAFF', status: null, page: 2 });
  expect(parseMemberSearch({ role: 'ROOT', q: 'lin' })).toEqual({ q: '', role: null, status: null, page: 1 });
  expect(parseMemberSearch({ page: ['1', '2'] })).toEqual({ q: '', role: null, status: null, page: 1 });
  expect(memberSearchParams({ q: 'lin', role: null, status: 'DORMANCY', page: 1 })).toEqual({ q: 'lin', status: 'DORMANCY' });
  expect(memberSearchParams(parseMemberSearch({ q: 'a', role: 'ADMIN', status: 'APPROVED', page: '3' }))).toEqual({
    q: 'a',
    role: 'ADMIN',
    status: 'APPROVED',
    page: '3',
  });
});

test('inquiries: status and page, the same way', () => {
  expect(parseInquiryList({ status: 'CLOSED', page: '4' })).toEqual({ status: 'CLOSED', page: 4 });
  expect(parseInquiryList({ status: 'DONE' })).toEqual({ status: null, page: 1 });
  expect(inquiryListParams({ status: null, page: 1 })).toEqual({});
  expect(inquiryListParams({ status: 'NEW', page: 2 })).toEqual({ status: 'NEW', page: '2' });
});
