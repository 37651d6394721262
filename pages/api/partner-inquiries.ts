// POST /api/partner-inquiries — a shop asks to become a partner
// (docs/product/storefront.md#partner-shops-and-inquiry). Open to visitors.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { createPartnerInquiry } from '@/lib/server/partners/create-partner-inquiry';
import { partnerInquirySchema } from '@/lib/shared/schemas/partner-inquiry';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'public',
    body: partnerInquirySchema,
    status: 201,
    run: ({ db, session, body, meta }) => createPartnerInquiry(db, session, body, meta),
  }),
});
