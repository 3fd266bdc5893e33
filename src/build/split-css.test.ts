import { describe, expect, it } from 'vitest';
import { blocks, splitCss, splitCssGroups } from './split-css';

describe('splitCss', () => {
  it('keeps page rules critical and sends footer and toast rules to the deferred sheet', () => {
    const css =
      ':root{--a:1}.hero{color:red}.site-footer a,.footer-col{color:blue}.toast{bottom:0}' +
      '@media (max-width:600px){.hero{color:green}.footer-col{display:none}}@keyframes spin{to{transform:rotate(1turn)}}';
    const { critical, deferred } = splitCss(css);
    expect(critical).toBe(
      ':root{--a:1}.hero{color:red}@media (max-width:600px){.hero{color:green}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
    expect(deferred).toBe('.site-footer a,.footer-col{color:blue}.toast{bottom:0}@media (max-width:600px){.footer-col{display:none}}');
  });

  it('keeps a rule critical when any of its selectors is above the fold', () => {
    expect(splitCss('.footer-col,.hero{margin:0}').critical).toBe('.footer-col,.hero{margin:0}');
    expect(splitCss('.toast:is(.a,.b){margin:0}').deferred).toBe('.toast:is(.a,.b){margin:0}');
  });

  it('respects braces inside strings and keeps statements', () => {
    const parsed = blocks('@charset "utf-8";.a::after{content:"}{"}.b{c:d}');
    expect(parsed).toEqual([
      { prelude: '@charset "utf-8"', body: null },
      { prelude: '.a::after', body: 'content:"}{"' },
      { prelude: '.b', body: 'c:d' },
    ]);
  });

  it('loses no rule: critical and deferred together hold every block', () => {
    const css = '.a{b:c}.toast{d:e}@media print{.a{x:y}.toaster{z:w}}';
    const { critical, deferred } = splitCss(css);
    expect(blocks(critical).length + blocks(deferred).length).toBe(4);
  });
});

describe('splitCssGroups', () => {
  it('keeps page-specific rules out of the base and puts everything but the base in the deferred sheet', () => {
    const css = '.hero{a:b}.auth-form{c:d}.chat-thread{e:f}.site-footer{g:h}@media (max-width:600px){.auth-card{i:j}.hero{k:l}}';
    const { base, groups, deferred } = splitCssGroups(css);
    expect(base).toBe('.hero{a:b}@media (max-width:600px){.hero{k:l}}');
    expect(groups.auth).toBe('.auth-form{c:d}@media (max-width:600px){.auth-card{i:j}}');
    expect(groups.chat).toBe('.chat-thread{e:f}');
    expect(deferred).toContain('.site-footer{g:h}');
    expect(deferred).toContain('.auth-form{c:d}');
    expect(deferred).toContain('.chat-thread{e:f}');
  });

  it('sends the account menu, account page and contact result rules to their groups, and script-shown states to the deferred sheet', () => {
    const css = '.hero{a:b}.user-menu-panel{c:d}.avatar{e:f}.device-list{g:h}.contact-result{i:j}.contact-alert{k:l}.spinner{m:n}';
    const { base, groups, deferred } = splitCssGroups(css);
    expect(base).toBe('.hero{a:b}');
    expect(groups.signedIn).toBe('.user-menu-panel{c:d}.avatar{e:f}');
    expect(groups.account).toBe('.device-list{g:h}');
    expect(groups.contactResult).toBe('.contact-result{i:j}');
    for (const rule of ['.contact-alert{k:l}', '.spinner{m:n}', '.avatar{e:f}']) expect(deferred).toContain(rule);
  });
});
