import { changeSubmitType, changesSubmittedOrder, emptyDraft, hasCardContent, newCardLine } from './draft';

// docs/product/orders.md#drafts
test('draft defaults: KRW, CONNECT_PAY, GENERAL, REG; a card is POKEMON, sports ETC, encased, no auto answer', () => {
  const draft = emptyDraft();
  expect(draft).toMatchObject({
    currency: 'KRW',
    paymentMethod: 'CONNECT_PAY',
    submitType: 'GENERAL',
    orderType: 'REG',
    draftId: null,
    photos: [],
    photoUploadAgreement: false,
  });
  expect(draft.lines).toEqual([newCardLine()]);
  expect(draft.lines[0]).toMatchObject({ cardCategory: 'POKEMON', sportsType: 'ETC', casing: true, quantity: 1, isAuto: null, minimumGrade: null });
  expect(draft.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,}$/);
  expect(emptyDraft('SIMPLE').orderType).toBe('EXP');
  expect(emptyDraft('REHOLDER').lines).toEqual([]);
});

test('changing the submit type resets the cards and related state, keeps shipping, currency and the server draft', () => {
  const draft = {
    ...emptyDraft(),
    draftId: 7,
    currency: 'TWD' as const,
    shippingMethod: 'QUICK' as const,
    shippingAddressId: 4,
    orderType: 'BULK' as const,
    lines: [newCardLine({ playerName: 'Ohtani', minimumGrade: 9, isAuto: true, quantity: 40 })],
    photos: [{ id: 1, thumbUrl: '/t.webp', cardsInPhoto: 2 }],
    photoUploadAgreement: true,
    cautionAgreement: true,
  };
  const simple = changeSubmitType(draft, 'SIMPLE');
  expect(simple).toMatchObject({
    submitType: 'SIMPLE',
    orderType: 'EXP',
    draftId: 7,
    currency: 'TWD',
    shippingMethod: 'QUICK',
    shippingAddressId: 4,
    photos: [],
    photoUploadAgreement: false,
    cautionAgreement: false,
  });
  expect(simple.lines).toEqual([newCardLine()]);
  expect(simple.idempotencyKey).not.toBe(draft.idempotencyKey);
  expect(changeSubmitType(draft, 'GENERAL')).toBe(draft);
  expect(changeSubmitType(draft, 'REHOLDER')).toMatchObject({ lines: [], reholderCards: [] });
});

test('hasCardContent tells a blank draft from one a reset would lose', () => {
  expect(hasCardContent(emptyDraft())).toBe(false);
  expect(hasCardContent({ ...emptyDraft(), lines: [newCardLine({ playerName: '  ' })] })).toBe(false);
  expect(hasCardContent({ ...emptyDraft(), lines: [newCardLine({ playerName: 'Mew' })] })).toBe(true);
  expect(hasCardContent({ ...emptyDraft(), lines: [newCardLine({ isAuto: false })] })).toBe(true);
  expect(hasCardContent({ ...emptyDraft('REHOLDER'), reholderCards: [{ serialNumber: '1234567', card: null }] })).toBe(true);
});

// docs/decisions/0010-wizard-currency-and-unpaid-orders.md: the wizard remembers the unpaid order it created.
test('switching general ↔ quick keeps the unpaid order it was submitted as; the reholder wizard does not take it', () => {
  const submitted = { ...emptyDraft('GENERAL', undefined, 'TWD'), submittedOrderNumber: 'G261124000001' };
  expect(changeSubmitType(submitted, 'SIMPLE')).toMatchObject({ submittedOrderNumber: 'G261124000001', currency: 'TWD' });
  expect(changeSubmitType(submitted, 'REHOLDER').submittedOrderNumber).toBeNull();
});

test('after submitting, a change of the cards, shipping or caution changes the order; the payment choices do not', () => {
  for (const name of [
    'lines',
    'lines.0.quantity',
    'photos',
    'photos.1.cardsInPhoto',
    'currency',
    'shippingMethod',
    'shippingAddressId',
    'cautionAgreement',
    'orderType',
    'reholderCards',
  ]) {
    expect(changesSubmittedOrder(name)).toBe(true);
  }
  for (const name of [undefined, '', 'idempotencyKey', 'submittedOrderNumber', 'draftId', 'paymentMethod', 'serviceAgreementChecked']) {
    expect(changesSubmittedOrder(name)).toBe(false);
  }
});
