// Terms of service (/usepolicy, docs/product/storefront.md#terms-and-policies). The sign-up form links here for its
// required "terms" checkbox.
import { COMPANY } from '@/components/layout/company-info';
import { PolicyDocument } from '@/components/layout/PolicyDocument';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import { TURNAROUND_BUSINESS_DAYS } from '@/lib/shared/orders/turnaround';

// Section ids of policy.json `terms.sections`, in reading order.
const SECTIONS = [
  'general',
  'membership',
  'age',
  'services',
  'orders',
  'shipping',
  'cancellation',
  'liability',
  'prohibited',
  'intellectual',
  'dormancy',
  'law',
] as const;

const TERMS_EFFECTIVE_DATE = '2026-11-01';

export default function UsePolicyPage() {
  return (
    <PolicyDocument
      doc="terms"
      sectionIds={SECTIONS}
      effectiveDate={TERMS_EFFECTIVE_DATE}
      // docs/product/constants.md#accounts, docs/product/constants.md#turnaround: minimum age 14, dormancy after 1
      // year, refund in 3 to 5 business days.
      values={{ email: COMPANY.supportEmail, minAge: 14, regDays: TURNAROUND_BUSINESS_DAYS.REG, refundMin: 3, refundMax: 5 }}
    />
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['policy']);
