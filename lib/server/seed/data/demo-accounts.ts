// Demo sign-ins for development and review only (README "Demo accounts"); never seeded in production
// unless SEED_DEMO=1 says so.
import type { MbStatus, Role } from '@/lib/server/db/generated/enums';

export interface DemoAccount {
  email: string;
  password: string;
  nick: string;
  role: Role;
  status: MbStatus;
  region: 'TW' | 'KR';
  membership?: string;
  phone?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@cardgrade.test', password: 'Admin!2345', nick: 'admin', role: 'ADMIN', status: 'APPROVED', region: 'TW' },
  { email: 'staff@cardgrade.test', password: 'Staff!2345', nick: 'grader', role: 'STAFF', status: 'APPROVED', region: 'TW' },
  {
    email: 'member@cardgrade.test',
    password: 'Member!2345',
    nick: 'collector',
    role: 'MEMBER',
    status: 'APPROVED',
    region: 'TW',
    membership: 'GOLD',
    phone: '+886912345678',
  },
  { email: 'silver@cardgrade.test', password: 'Member!2345', nick: 'silverfan', role: 'MEMBER', status: 'APPROVED', region: 'TW', membership: 'SILVER' },
  { email: 'korea@cardgrade.test', password: 'Member!2345', nick: 'seoulcards', role: 'MEMBER', status: 'APPROVED', region: 'KR' },
  { email: 'dormant@cardgrade.test', password: 'Member!2345', nick: 'sleepy', role: 'MEMBER', status: 'DORMANCY', region: 'TW' },
];

export const MEMBERSHIPS = [
  { name: 'BASIC', discountRate: 0 },
  { name: 'SILVER', discountRate: 5 },
  { name: 'GOLD', discountRate: 10 },
];
