// POST /api/certificates/[serial]/reports { offeredAt, note?, contactEmail?, captcha }: a report of a suspected fake
// (issue #22; report-fake.ts). Answers 201 with the report's id and the token its photos are sent with.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { certificateNotFound, reportFake } from '@/lib/server/certificates/reports/report-fake';
import { isSerial } from '@/lib/shared/certificate';
import { fakeReportSchema } from '@/lib/shared/schemas/fake-report';

export const config = { api: { bodyParser: false } };

/** The route's `[serial]`: anything but 7 digits is simply not found, like an unknown serial. */
function parseReportSerial(value: unknown): string {
  if (!isSerial(value)) throw certificateNotFound();
  return value;
}

export default apiHandler({
  POST: route({
    auth: 'public',
    body: fakeReportSchema,
    status: 201,
    query: parsedQuery({ serial: parseReportSerial }),
    run: ({ db, body, query, meta }) => reportFake(db, query.serial, body, meta),
  }),
});
