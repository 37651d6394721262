// What the wizard sends for a draft: exactly the fields each route's schema declares. The draft kept in the browser
// holds more (its version, the order it was submitted as, photo thumbnails, what the serial check told about a
// reholder card), and the API refuses a field it does not know (issue #24, decision 0030) — so the bodies are built
// here, field by field, never by spreading the draft.
import type { DraftCardLine, OrderDraft } from './draft';

const lineBodyOf = (line: DraftCardLine): DraftCardLine => ({
  cardCategory: line.cardCategory,
  sportsType: line.sportsType,
  year: line.year,
  cardNumber: line.cardNumber,
  setName: line.setName,
  brand: line.brand,
  playerName: line.playerName,
  description: line.description,
  signer: line.signer,
  quantity: line.quantity,
  minimumGrade: line.minimumGrade,
  isAuto: line.isAuto,
  casing: line.casing,
});

/** POST /api/orders/drafts (draftSaveSchema): no photos, no keys — a saved draft keeps the card lines and choices. */
export function draftSaveBodyOf(draft: OrderDraft) {
  return {
    draftId: draft.draftId,
    submitType: draft.submitType,
    orderType: draft.orderType,
    currency: draft.currency,
    lines: draft.lines.map(lineBodyOf),
    reholderCards: draft.reholderCards.map((card) => ({ serialNumber: card.serialNumber })),
    shippingMethod: draft.shippingMethod,
    shippingAddressId: draft.shippingAddressId,
    paymentMethod: draft.paymentMethod,
    photoUploadAgreement: draft.photoUploadAgreement,
    cautionAgreement: draft.cautionAgreement,
    serviceAgreementChecked: draft.serviceAgreementChecked,
  };
}

/** POST /api/orders (submitOrderSchema): every step, the double-submit key, and the unpaid order it changes. */
export function submitBodyOf(draft: OrderDraft) {
  return {
    ...draftSaveBodyOf(draft),
    photos: draft.photos.map((photo) => ({ id: photo.id, cardsInPhoto: photo.cardsInPhoto })),
    idempotencyKey: draft.idempotencyKey,
    orderNumber: draft.submittedOrderNumber,
  };
}
