// Which card a pop-watch call means (issue #25): the population report names its cards by id, the certificate page by
// the certificate's serial. Exactly one of the two; POST /api/member/population-watch validates its body with it,
// GET and DELETE their query. Messages: keys of `popWatch`.
import { type InferType, number, object, string } from 'yup';
import { SERIAL_PATTERN } from '../certificate';

export const POP_WATCH_ERRORS = {
  card: 'popWatch:validation.card',
} as const;

export const populationWatchTargetSchema = object({
  populationCardId: number().integer(POP_WATCH_ERRORS.card).min(1, POP_WATCH_ERRORS.card).max(2_147_483_647, POP_WATCH_ERRORS.card).optional(),
  serial: string().matches(SERIAL_PATTERN, POP_WATCH_ERRORS.card).optional(),
}).test('one-target', POP_WATCH_ERRORS.card, (value) => (value.populationCardId === undefined) !== (value.serial === undefined));

export type PopulationWatchTarget = InferType<typeof populationWatchTargetSchema>;
