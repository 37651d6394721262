/** @jest-environment node */
import { nickFromName, parseFacebookProfile, parseKakaoProfile, parseLineClaims } from './profile';

describe('provider answers', () => {
  test('Facebook: id, name and the (confirmed) e-mail, lower-cased', () => {
    expect(parseFacebookProfile({ id: '123', name: 'Ann Lee', email: 'Ann@Example.COM' })).toEqual({ id: '123', email: 'ann@example.com', name: 'Ann Lee' });
    expect(parseFacebookProfile({ id: '123' })).toEqual({ id: '123', email: null, name: null });
    expect(parseFacebookProfile({ id: '12 3; DROP' })).toBeNull();
    expect(parseFacebookProfile({ error: { message: 'x' } })).toBeNull();
    expect(parseFacebookProfile('nope')).toBeNull();
  });

  test('Kakao: numeric id, e-mail only when valid and verified, nickname from the profile', () => {
    const answer = { id: 4242, kakao_account: { email: 'k@example.test', is_email_valid: true, is_email_verified: true, profile: { nickname: '민수' } } };
    expect(parseKakaoProfile(answer)).toEqual({ id: '4242', email: 'k@example.test', name: '민수' });
    expect(parseKakaoProfile({ ...answer, kakao_account: { ...answer.kakao_account, is_email_verified: false } })?.email).toBeNull();
    expect(parseKakaoProfile({ ...answer, kakao_account: { ...answer.kakao_account, is_email_valid: false } })?.email).toBeNull();
    expect(parseKakaoProfile({ id: 1, properties: { nickname: 'old' } })).toEqual({ id: '1', email: null, name: 'old' });
    expect(parseKakaoProfile({ id: 1.5 })).toBeNull();
  });

  test('LINE: claims for our channel and this flow’s nonce only', () => {
    const claims = { sub: 'Uabc', aud: 'chan', nonce: 'n1', email: 'l@example.test', name: 'Line\u0000 Member' };
    expect(parseLineClaims(claims, { clientId: 'chan', nonce: 'n1' })).toEqual({ id: 'Uabc', email: 'l@example.test', name: 'Line Member' });
    expect(parseLineClaims(claims, { clientId: 'other', nonce: 'n1' })).toBeNull();
    expect(parseLineClaims(claims, { clientId: 'chan', nonce: 'n2' })).toBeNull();
    expect(parseLineClaims({ ...claims, email: 'not an e-mail' }, { clientId: 'chan', nonce: 'n1' })?.email).toBeNull();
  });
});

describe('nickname from the provider name (docs/product/accounts.md#field-rules)', () => {
  test.each([
    ['Kim Min-su', 'KimMinsu'],
    ['林 小明', '林小明'],
    ['<script>x</script>', 'scriptxscript'],
    ['a'.repeat(40), 'a'.repeat(32)],
  ])('%s → %s', (name, nick) => {
    expect(nickFromName(name, 'kakao', '1')).toBe(nick);
  });

  test('nothing usable → provider and the id’s last characters', () => {
    expect(nickFromName('🙂', 'line', 'U1234567890abcdef')).toBe('line90abcdef');
    expect(nickFromName(null, 'kakao', '42')).toBe('kakao42');
    expect(nickFromName('x', 'facebook', '7')).toBe('facebook7');
  });
});
