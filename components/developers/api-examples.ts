// The /developers page's examples (docs/product/certificates.md#public-api): one curl command per operation of the
// OpenAPI document, written against a site origin the page fills in once it runs in the browser (the page is
// prerendered, and the build does not know where it will be served).
import { LABEL_QUERY } from '@/lib/shared/certificate';
import { API_V1_BASE } from '@/lib/shared/public-api/limits';

/** Shown until the page knows its own origin. */
export const EXAMPLE_ORIGIN = 'https://cardgrade.tw';
export const EXAMPLE_SERIAL = '4829173';

export type ExampleId = 'certificate' | 'verdict' | 'batch' | 'population' | 'changes';

export interface ApiExample {
  id: ExampleId;
  method: 'GET' | 'POST';
  path: string;
  keyed: boolean;
  curl: (origin: string) => string;
}

const base = (origin: string) => `${origin}${API_V1_BASE}`;

export const API_EXAMPLES: readonly ApiExample[] = [
  { id: 'certificate', method: 'GET', path: '/certificates/{serial}', keyed: false, curl: (origin) => `curl ${base(origin)}/certificates/${EXAMPLE_SERIAL}` },
  {
    id: 'verdict',
    method: 'GET',
    path: `/certificates/{serial}?${LABEL_QUERY.kid}=…&${LABEL_QUERY.sig}=…`,
    keyed: false,
    curl: (origin) => `curl "${base(origin)}/certificates/${EXAMPLE_SERIAL}?${LABEL_QUERY.kid}=k1&${LABEL_QUERY.sig}=hQ3r0pZk1bWm8sT2vX9yAg"`,
  },
  {
    id: 'batch',
    method: 'POST',
    path: '/certificates/batch',
    keyed: true,
    curl: (origin) =>
      [
        `curl -X POST ${base(origin)}/certificates/batch \\`,
        '  -H "Authorization: Bearer $CARDGRADE_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"serials": ["${EXAMPLE_SERIAL}", "4829174", "4829175"]}'`,
      ].join('\n'),
  },
  {
    id: 'population',
    method: 'GET',
    path: '/population?name=…',
    keyed: true,
    curl: (origin) =>
      [
        `curl -G ${base(origin)}/population \\`,
        '  -H "X-Api-Key: $CARDGRADE_KEY" \\',
        '  --data-urlencode "name=Charizard" --data-urlencode "set=Base Set" \\',
        '  --data-urlencode "number=4/102" -d year=1999 -d category=POKEMON',
      ].join('\n'),
  },
  {
    id: 'changes',
    method: 'GET',
    path: '/population/changes?since=…',
    keyed: true,
    curl: (origin) =>
      [
        `curl -G ${base(origin)}/population/changes \\`,
        '  -H "Authorization: Bearer $CARDGRADE_KEY" \\',
        '  --data-urlencode "since=2026-12-01T00:00:00Z"',
      ].join('\n'),
  },
];
