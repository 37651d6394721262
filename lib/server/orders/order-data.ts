// The rows an order is stored as: its columns from the server's quote, and one item per card line (or
// per reholder serial). Shared by the draft save and the order submission.
import type { Certificate, Prisma } from '@/lib/server/db/generated/client';
import type { CardCategory, SportsType, SubmitType } from '@/lib/server/db/generated/enums';
import { itemTypeOf } from '@/lib/shared/orders/quote';
import { SPORTS_TYPE_CATEGORIES } from '@/lib/shared/schemas/order/choices';
import type { PricedOrder } from './price-order';

export interface LineData {
  cardCategory: CardCategory;
  sportsType: SportsType;
  year?: number | null;
  cardNumber?: string;
  setName?: string;
  brand?: string;
  playerName?: string;
  description?: string;
  signer?: string;
  quantity?: number | null;
  minimumGrade?: number | null;
  isAuto?: boolean | null;
  casing?: boolean;
}

export interface ItemSource {
  submitType: SubmitType;
  lines: LineData[];
  reholderCards: { serialNumber: string }[];
}

type ItemRow = Prisma.GradingOrderItemCreateManyGradingOrderInput;

const orNull = (value: string | undefined) => (value ? value : null);

function cardItem(line: LineData, position: number, submitType: SubmitType, priced: PricedOrder | null): ItemRow {
  const quoted = priced?.quote.lines[position];
  const isAuto = line.isAuto === true;
  return {
    position,
    cardCategory: line.cardCategory,
    gradingOrderItemType: quoted?.gradingOrderItemType ?? itemTypeOf(line.cardCategory, isAuto),
    // The sports type is asked only for sports and other cards (docs/product/orders.md#card-line-fields).
    sportsType: SPORTS_TYPE_CATEGORIES.includes(line.cardCategory) ? line.sportsType : 'ETC',
    isAuto,
    price: quoted?.price ?? 0,
    amount: quoted?.amount ?? 0,
    quantity: line.quantity ?? 0,
    playerName: orNull(line.playerName),
    signer: isAuto ? orNull(line.signer) : null,
    brand: orNull(line.brand),
    setName: orNull(line.setName),
    description: orNull(line.description),
    year: line.year ?? null,
    cardNumber: orNull(line.cardNumber),
    casing: line.casing ?? true,
    // docs/product/orders.md#card-line-rules: a minimum grade only for general submission.
    minimumGrade: submitType === 'GENERAL' ? (line.minimumGrade ?? null) : null,
  };
}

/** A reholder item copies the certificate's card data, so staff see what to re-case. */
function reholderItem(serialNumber: string, position: number, priced: PricedOrder | null, certificate: Certificate | undefined): ItemRow {
  const quoted = priced?.quote.lines[position];
  const category = certificate?.cardCategory ?? 'ETC';
  return {
    position,
    serialNumber,
    cardCategory: category,
    gradingOrderItemType: itemTypeOf(category, certificate?.isAuto ?? false),
    sportsType: certificate?.sportsType ?? 'ETC',
    isAuto: certificate?.isAuto ?? false,
    price: quoted?.price ?? 0,
    amount: quoted?.amount ?? 0,
    quantity: 1,
    playerName: certificate?.playerName ?? null,
    brand: certificate?.brand ?? null,
    setName: certificate?.setName ?? null,
    description: certificate?.description ?? null,
    year: certificate?.year ?? null,
    cardNumber: certificate?.cardNumber ?? null,
    casing: true,
  };
}

export function itemRows(source: ItemSource, priced: PricedOrder | null, certificates: Map<string, Certificate> = new Map()): ItemRow[] {
  if (source.submitType === 'REHOLDER') {
    return source.reholderCards.map((card, position) => reholderItem(card.serialNumber, position, priced, certificates.get(card.serialNumber)));
  }
  return source.lines.map((line, position) => cardItem(line, position, source.submitType, priced));
}

/** The money columns of GradingOrder from the quote (names match the quote's). */
export function moneyColumns(priced: PricedOrder | null) {
  if (!priced) return { totalPrice: 0, deliveryCost: 0, totalAmount: 0, totalQt: 0 };
  const { quote } = priced;
  return {
    totalPrice: quote.totalPrice,
    deliveryCost: quote.deliveryCost,
    totalAmount: quote.totalAmount,
    totalQt: quote.totalQt,
    ...quote.counts,
    ...quote.totals,
    discountRate: priced.discountRate,
    needAutoGrading: quote.lines.some((line) => line.isAuto),
  };
}
