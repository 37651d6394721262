// GET /api/member/collection/portfolio: the signed-in member's portfolio — cards per grade and category, gem rate,
// highest grade per card, cards over time (issue #25; lib/server/collection/get-portfolio.ts).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { getPortfolio } from '@/lib/server/collection/get-portfolio';

export const config = { api: { bodyParser: false } };

const portfolio = route({ auth: 'member', run: ({ db, session }) => getPortfolio(db, session) });

export default apiHandler({
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return portfolio(req, res);
  },
});
