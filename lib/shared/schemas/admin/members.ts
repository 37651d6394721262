// The members tool (issue #10; docs/product/accounts.md#roles-and-permissions): the search query, the member in the
// path, and the three changes an admin makes — membership tier, role, dormancy. The forms and the API validate with
// these schemas.
import { type InferType, number, object, string } from 'yup';
import { MbStatus, Role } from '@/lib/server/db/generated/enums';
import { oneOfStrings, strictBoolean } from '../fields';
import { ADMIN_ERRORS as E } from './admin-errors';
import { optionalChoice, pageParam } from './query-fields';

export const MEMBER_SEARCH_MAX = 100;
export const ROLES = Object.values(Role);
export const MEMBER_STATUSES = Object.values(MbStatus);

/** GET /api/admin/members?q=&role=&status=&page=: q matches e-mail, nickname, phone or member id. */
export const memberSearchQuerySchema = object({
  q: string()
    .transform((_value: unknown, original: unknown) => (original === undefined ? '' : typeof original === 'string' ? original.trim() : original))
    .typeError(E.query)
    .max(MEMBER_SEARCH_MAX, E.query)
    .default(''),
  role: optionalChoice(ROLES),
  status: optionalChoice(MEMBER_STATUSES),
  page: pageParam(),
});
export type MemberSearchQuery = InferType<typeof memberSearchQuerySchema>;

/** The member in the path: a public member id (letters, digits, hyphens; never the row id). */
export const memberParamSchema = object({
  mbId: string()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(E.query)
    .required(E.query)
    .matches(/^[A-Za-z0-9_-]{1,64}$/, E.query),
});

/** PUT …/membership: a membership tier's id, or null for none. The key must be sent: absent is not "none". */
export const membershipChangeSchema = object({
  membershipId: number()
    .transform((_value: unknown, original: unknown) => (original === null ? null : typeof original === 'number' ? original : Number.NaN))
    .typeError(E.membership)
    .nullable()
    .defined(E.membership)
    .integer(E.membership)
    .min(1, E.membership)
    .max(2_147_483_647, E.membership),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type MembershipChangeInput = InferType<typeof membershipChangeSchema>;

/** PUT …/role: MEMBER, STAFF or ADMIN. */
export const roleChangeSchema = object({ role: oneOfStrings(ROLES, E.role).required(E.role) })
  .typeError(E.wrongType)
  .required(E.wrongType);
export type RoleChangeInput = InferType<typeof roleChangeSchema>;

/** PUT …/dormancy: true puts an active member to sleep, false restores a dormant one. */
export const dormancyChangeSchema = object({ dormant: strictBoolean(E.wrongType).required(E.wrongType) })
  .typeError(E.wrongType)
  .required(E.wrongType);
export type DormancyChangeInput = InferType<typeof dormancyChangeSchema>;
