// POST /api/partner-inquiries — a shop asks to become a partner (SPEC.md §5). Open to visitors.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { createPartnerInquiry } from '@/lib/server/partners/create-partner-inquiry';
import { clientIp } from '@/lib/server/security/request-meta';
import { pickLocale } from '@/lib/shared/locale';
import { partnerInquirySchema } from '@/lib/shared/schemas/partner-inquiry';

export default apiHandler({
  async POST(req, res) {
    const input = await partnerInquirySchema.validate(req.body, { abortEarly: false, stripUnknown: true });
    // The form sends the page's language as Accept-Language: staff answer in it.
    const locale = pickLocale(undefined, req.headers['accept-language']);
    const { id } = await createPartnerInquiry(input, { locale, ip: clientIp(req), res });
    ok(res, { id }, 201);
  },
});
