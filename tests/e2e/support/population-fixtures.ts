// The population report's spec card (issue #22, tests/e2e/certificates/population.spec.ts; made by
// prepare-population-fixtures.ts): a card of its own that nothing else changes, named like a spreadsheet formula so the
// downloaded CSV must show it neutralised.
export const POPULATION_CARD = {
  serial: '7000301',
  playerName: '=1+2 Population E2E',
  setName: 'E2E Population Set',
  cardNumber: 'E2E-001',
  year: 2024,
  grade: 9,
  /** What the spec types: a substring of the name, in another case. */
  search: 'population e2e',
} as const;
