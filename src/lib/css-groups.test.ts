import { describe, expect, it } from 'vitest';
import { cssGroupsFor } from './css-groups';

describe('cssGroupsFor', () => {
  it('inlines a page group only where its first screen shows it', () => {
    expect(cssGroupsFor('/education/bpc-157')).toEqual([]);
    expect(cssGroupsFor('/account')).toEqual(['auth', 'account']);
    expect(cssGroupsFor('/auth/verify')).toEqual(['auth']);
    expect(cssGroupsFor('/contact')).toEqual(['contactResult']);
    expect(cssGroupsFor('/contact-us')).toEqual([]);
  });

  it("adds the header's account menu for a signed-in visitor, on every page", () => {
    expect(cssGroupsFor('/', true)).toEqual(['signedIn']);
    expect(cssGroupsFor('/chat', true)).toEqual(['chat', 'signedIn']);
  });
});
