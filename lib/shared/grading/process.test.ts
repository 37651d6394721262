import { PROCESS_STEPS } from './process';
import { SUBGRADES } from './scale';

describe('process and subgrades', () => {
  it('has 12 distinct steps and the 4 subgrades', () => {
    expect(PROCESS_STEPS).toHaveLength(12);
    expect(new Set(PROCESS_STEPS).size).toBe(12);
    expect(SUBGRADES).toEqual(['surface', 'edges', 'corners', 'centering']);
  });
});
