import { describe, expect, it } from 'vitest';
import { guideIndex } from '../guide-index';
import { COMPOUND_REGISTRY, guidesWithoutCompound, spellingsOf } from './index';

describe('compound registry', () => {
  it('has one entry per guide and unique keys', () => {
    expect(guidesWithoutCompound()).toEqual([]);
    const keys = COMPOUND_REGISTRY.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const g of guideIndex) expect(COMPOUND_REGISTRY.filter((c) => c.guide === g.slug)).toHaveLength(1);
  });

  it('gives no spelling to two compounds', () => {
    const owner = new Map<string, string>();
    for (const c of COMPOUND_REGISTRY) {
      for (const s of spellingsOf(c)) {
        expect(owner.get(s) ?? c.key, `"${s}" is claimed by ${owner.get(s)} and ${c.key}`).toBe(c.key);
        owner.set(s, c.key);
      }
    }
  });
});
