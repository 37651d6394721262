// Privacy policy (/privacy, docs/product/storefront.md#terms-and-policies). The sign-up form links here for its
// "privacy" and "cross-border transfer" checkboxes, so both have their own sections.
import { COMPANY } from '@/components/layout/company-info';
import { PolicyDocument } from '@/components/layout/PolicyDocument';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';

// Section ids of policy.json `privacy.sections`, in reading order.
const SECTIONS = ['collected', 'purposes', 'retention', 'sharing', 'crossBorder', 'minors', 'rights', 'cookies', 'security', 'contact'] as const;

const PRIVACY_EFFECTIVE_DATE = '2026-11-01';

export default function PrivacyPage() {
  return (
    <PolicyDocument
      doc="privacy"
      sectionIds={SECTIONS}
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      // docs/product/constants.md#accounts, docs/product/constants.md#sessions: minimum age 14; the user cookie lasts
      // 365 days; dormancy after 1 year.
      values={{ email: COMPANY.supportEmail, minAge: 14, cookieDays: 365 }}
    />
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['policy']);
