import { describe, expect, it } from 'vitest';
import { CSS_GROUP_NAMES, inlinedCssGroups, type CssGroup } from './css-groups';

describe('inlinedCssGroups', () => {
  it("is the page's own list, in its order, plus the header's account menu for a signed-in visitor", () => {
    expect(inlinedCssGroups(['forms', 'home', 'team'], false)).toEqual(['forms', 'home', 'team']);
    expect(inlinedCssGroups(['forms', 'home', 'team'], true)).toEqual(['forms', 'home', 'team', 'signedIn']);
    expect(inlinedCssGroups([], true)).toEqual(['signedIn']);
    expect(inlinedCssGroups(['signedIn'], true)).toEqual(['signedIn']);
  });

  it('names only known groups (an unknown name does not compile)', () => {
    // @ts-expect-error 'hero' is not a CSS group: typecheck fails here if it ever becomes one, and on any page naming it.
    const unknown: CssGroup = 'hero';
    expect(CSS_GROUP_NAMES).not.toContain(unknown);
    expect(CSS_GROUP_NAMES).toContain('guide');
  });
});
