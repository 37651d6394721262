// The refusals of a claim and of the staff's ownership tools (docs/decisions/0035-claim-codes.md), each with its key in
// the `claims` namespace. A wrong code and an unknown serial are one answer (`noMatch`): told apart, the endpoint would
// say which serials exist or carry a code to someone guessing. The others are told only to someone who can act on
// them: "already yours" to the owner, "spent" and "voided" only once the code was right once (see claim-certificate.ts).
import { AppError } from '../errors/app-error';

export const claimNoMatch = () =>
  new AppError('BAD_REQUEST', 'The serial and claim code do not match a card. Check both and try again.', 'claims:errors.noMatch');
export const claimCodeSpent = () =>
  new AppError('CONFLICT', "This claim code has already been used. Ask the seller for the card's current code.", 'claims:errors.spent');
export const claimVoided = () => new AppError('CONFLICT', 'This certificate is voided and cannot be claimed.', 'claims:errors.voided');
export const claimAlreadyYours = () => new AppError('CONFLICT', 'This card is already in your collection.', 'claims:errors.alreadyYours');
/** A member's own code of a card they do not own: the same 404 as no card at all (never says who owns it). */
export const ownerCodeNotFound = () => new AppError('NOT_FOUND', 'No such card in your collection.', 'claims:errors.notYours');
export const ownerlessCertificate = () => new AppError('CONFLICT', 'This certificate has no owner to issue a code to.', 'claims:errors.noOwner');
export const moveTargetNotFound = () => new AppError('NOT_FOUND', 'No active member with that e-mail or member id.', 'claims:errors.memberNotFound');
export const moveToSameOwner = () => new AppError('CONFLICT', 'The certificate already belongs to that member.', 'claims:errors.sameOwner');
