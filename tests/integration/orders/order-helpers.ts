// Shared by the order integration tests: the test database ready for orders, an ordering member (TW, phone
// verified, GOLD 10 %), their address, uploaded photos, and a complete wizard body; for the lab's tests (issue #10)
// the usual cast of an ordering member and a STAFF member.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import type { Member, Prisma } from '@/lib/server/db/generated/client';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { seedPricePolicy } from '@/lib/server/seed/seed-price-policy';
import { createMember } from '@/tests/factories/member';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type SignedIn, signedInMember } from '@/tests/integration/account/account-helpers';

export async function prepareOrderDb(db: Db): Promise<void> {
  await seedPricePolicy(db);
  await db.membership.upsert({ where: { name: 'GOLD' }, update: {}, create: { name: 'GOLD', discountRate: 10 } });
}

/** A fresh migrated test database with the price policy and GOLD membership, the rate limiters reset. */
export async function openOrderDb(): Promise<TestDb> {
  const testDb = await createTestDb();
  resetLimitersForTests();
  await prepareOrderDb(testDb.db);
  return testDb;
}

export interface OrderWorld {
  testDb: TestDb;
  /** An ordering member (see orderer). */
  alice: Orderer;
  /** A STAFF member (not signed in: services take a session). */
  staff: Member;
}

/** The order database with alice, who orders, and a STAFF member. */
export async function orderWorld(aliceOverrides: Partial<Prisma.MemberUncheckedCreateInput> = {}): Promise<OrderWorld> {
  const testDb = await openOrderDb();
  const alice = await orderer(testDb.db, aliceOverrides);
  const staff = await createMember(testDb.db, { role: 'STAFF' });
  return { testDb, alice, staff };
}

export interface Orderer extends SignedIn {
  addressId: number;
}

let phoneSequence = 0;

/** A member who may order: Taiwan service, verified phone, GOLD membership (10 %), one address. */
export async function orderer(
  db: Db,
  overrides: Partial<Prisma.MemberUncheckedCreateInput> = {},
  address: Partial<Prisma.ShippingAddressUncheckedCreateInput> = {},
): Promise<Orderer> {
  phoneSequence += 1;
  const gold = await db.membership.findUniqueOrThrow({ where: { name: 'GOLD' } });
  const signedIn = await signedInMember(db, {
    membershipId: gold.id,
    mbPhone: `+8869${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSequence).padStart(2, '0')}`,
    phoneVerifiedAt: new Date(),
    ...overrides,
  });
  const created = await db.shippingAddress.create({
    data: {
      memberId: signedIn.member.id,
      nickname: 'Home',
      recipient: 'Lin Mei',
      phone: '0912-345-678',
      postalCode: '100',
      address: 'No. 1, Zhongxiao E. Rd., Taipei',
      addressDetail: '5F',
      deliveryMemo: 'Ring twice',
      isDefault: true,
      ...address,
    },
  });
  return { ...signedIn, addressId: created.id };
}

/** An uploaded order photo of the member, not yet part of an order. */
export async function uploadedPhoto(db: Db, ownerId: number): Promise<number> {
  const image = await db.image.create({
    data: { ownerId, kind: 'ORDER_PHOTO', storageKey: `test/${randomUUID()}.webp`, mimeType: 'image/webp', width: 1200, height: 1600, bytes: 120_000 },
  });
  return image.id;
}

export const pokemonLine = (overrides: Record<string, unknown> = {}) => ({
  cardCategory: 'POKEMON',
  sportsType: 'ETC',
  year: 2023,
  cardNumber: '025/165',
  setName: 'Scarlet & Violet 151',
  brand: 'Pokémon',
  playerName: 'Pikachu',
  description: 'Holo',
  signer: '',
  quantity: 2,
  minimumGrade: null,
  isAuto: false,
  casing: true,
  ...overrides,
});

/** A complete wizard body for `who`, with a fresh photo and key. */
export async function orderBody(db: Db, who: Orderer, overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    submitType: 'GENERAL',
    orderType: 'REG',
    currency: 'TWD',
    lines: [pokemonLine()],
    reholderCards: [],
    photos: [{ id: await uploadedPhoto(db, who.member.id), cardsInPhoto: 2 }],
    photoUploadAgreement: true,
    shippingMethod: 'SELF_SHIPPING',
    shippingAddressId: who.addressId,
    cautionAgreement: true,
    paymentMethod: 'CONNECT_PAY',
    serviceAgreementChecked: true,
    ...overrides,
  };
}
