// A lab order page's data for the component tests (issue #10): a paid order at warehouse-in with two cards; tests
// override what they need.
import { NO_STAFF_ACTIONS } from '@/lib/shared/lab/staff-actions';
import type { StaffCard, StaffOrderDetail } from '@/lib/shared/lab/views';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';

export const NO_ACTIONS = NO_STAFF_ACTIONS;

export function staffCard(overrides: Partial<StaffCard> = {}): StaffCard {
  return {
    id: 11,
    position: 0,
    quantity: 1,
    cardCategory: 'POKEMON',
    sportsType: 'ETC',
    isAuto: false,
    price: 500,
    playerName: 'Charizard',
    signer: null,
    brand: 'Pokémon',
    setName: 'Base Set',
    description: null,
    year: 1999,
    cardNumber: '4',
    casing: true,
    minimumGrade: null,
    reholderSerial: null,
    correspondCheck: 'NOT_DETERMINED',
    checkedAt: null,
    vscNote: null,
    defectNote: null,
    casedAt: null,
    shippedAt: null,
    refunded: false,
    certificate: null,
    ...overrides,
  };
}

export function staffOrder(overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return {
    view: { orderNumber: 'G261123000007', shippingMethod: 'SELF_SHIPPING', currency: 'TWD', refunds: [] } as unknown as OrderDetail,
    member: { mbId: 'm1', email: 'member@example.com', nick: 'collector', name: null, phone: null, language: 'en' },
    status: 'PROCESSING',
    processingStatus: 'WAREHOUSE_IN',
    currency: 'TWD',
    cards: [staffCard(), staffCard({ id: 12, position: 1, playerName: 'Pikachu', cardNumber: '58', price: 600 })],
    notes: [],
    audit: [],
    actions: NO_ACTIONS,
    moneyHeld: 1100,
    photos: [],
    ...overrides,
  };
}
