// POST /api/certificates/[serial]/reports { offeredAt, note?, contactEmail?, captcha }: a report of a suspected fake
// (issue #22; report-fake.ts). Answers 201 with the report's id and the token its photos are sent with.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { certificateNotFound, reportFake } from '@/lib/server/certificates/reports/report-fake';
import { isSerial } from '@/lib/shared/certificate';
import { fakeReportSchema } from '@/lib/shared/schemas/fake-report';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'public',
    body: fakeReportSchema,
    status: 201,
    run: ({ db, body, req, meta }) => {
      if (!isSerial(req.query.serial)) throw certificateNotFound();
      return reportFake(db, req.query.serial, body, meta);
    },
  }),
});
