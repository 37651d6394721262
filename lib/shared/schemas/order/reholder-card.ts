// A card sent for re-casing is named by its certificate serial (docs/product/orders.md#reholder-submissions: 7
// digits): the reholder order's card and the serial check's query (GET /api/reholder/check-serial?serial=NNNNNNN).
import { object } from 'yup';
import { SERIAL_PATTERN } from '../../certificate';
import { strictString } from '../fields';
import { ORDER_ERRORS as E } from './errors';

const serialField = () => strictString(E.serialInvalid).required(E.serialInvalid).matches(SERIAL_PATTERN, E.serialInvalid);

export const reholderCardSchema = object({
  serialNumber: serialField(),
}).typeError(E.wrongType);

/** GET /api/reholder/check-serial?serial=NNNNNNN */
export const serialQuerySchema = object({
  serial: serialField(),
});
