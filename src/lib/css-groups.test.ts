import { describe, expect, it } from 'vitest';
import { cssGroupsFor } from './css-groups';

describe('cssGroupsFor', () => {
  it('inlines a page group only where its first screen shows it', () => {
    expect(cssGroupsFor('/education/bpc-157')).toEqual(['guide']);
    expect(cssGroupsFor('/education/peptides')).toEqual([]);
    expect(cssGroupsFor('/education/faq')).toEqual(['faq']);
    expect(cssGroupsFor('/')).toEqual(['forms', 'home', 'team', 'contactForm']);
    expect(cssGroupsFor('/terms')).toEqual(['legal']);
    expect(cssGroupsFor('/account')).toEqual(['forms', 'auth', 'account', 'booking']);
    expect(cssGroupsFor('/book')).toEqual(['forms', 'booking']);
    expect(cssGroupsFor('/book/follow-up/details')).toEqual(['forms', 'booking']);
    expect(cssGroupsFor('/booking-terms')).toEqual(['forms']);
    expect(cssGroupsFor('/admin/bookings')).toEqual(['forms', 'admin', 'booking']);
    expect(cssGroupsFor('/auth/verify')).toEqual(['forms', 'auth', 'cookie']);
    expect(cssGroupsFor('/search')).toEqual(['forms', 'search', 'plans', 'cookie']);
    expect(cssGroupsFor('/contact')).toEqual(['forms', 'contactPage', 'contactForm', 'contactResult']);
    expect(cssGroupsFor('/contact-us')).toEqual(['forms']);
  });

  it("adds the header's account menu for a signed-in visitor, on every page", () => {
    expect(cssGroupsFor('/', true)).toEqual(['forms', 'home', 'team', 'contactForm', 'signedIn']);
    expect(cssGroupsFor('/chat', true)).toEqual(['forms', 'chat', 'cookie', 'signedIn']);
  });
});
