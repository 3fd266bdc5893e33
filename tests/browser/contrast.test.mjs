// WCAG 1.4.11 / 2.4.7: the focus ring and input borders measured in Chromium against the backgrounds they sit on.
import { expect, test } from './fixtures.mjs';

/**
 * Runs in the page: helpers to read colours and compute WCAG contrast. The background behind a point is found by
 * walking up from an element, compositing translucent colours, and taking every stop of a gradient (the worst counts).
 */
function installContrast() {
  const parse = (c) => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = '1'] = m[1].split(/[\s,/]+/).filter(Boolean);
    return { r: +r, g: +g, b: +b, a: a.endsWith('%') ? parseFloat(a) / 100 : +a };
  };
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  const lum = ({ r, g, b }) => {
    const ch = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  /** Every colour the background behind `el` can have (one per gradient stop), composited down to opaque. */
  const backgrounds = (el) => {
    const layers = [];
    for (let n = el; n; n = n.parentElement) {
      const cs = getComputedStyle(n);
      const stops = (cs.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).map(parse);
      const color = parse(cs.backgroundColor);
      const opaque = stops.filter((s) => s.a === 1);
      if (opaque.length) {
        layers.push(opaque);
        break;
      }
      if (color && color.a > 0) layers.push([color]);
      if (color?.a === 1) break;
    }
    let result = [{ r: 255, g: 255, b: 255, a: 1 }];
    for (const layer of layers.reverse()) result = layer.flatMap((c) => result.map((u) => over(c, u)));
    return result;
  };
  window.__contrast = { parse, ratio, backgrounds, hex: ({ r, g, b }) => `rgb(${Math.round(r)},${Math.round(g)},${Math.round(b)})` };
}

/** Focuses each visible focusable element and returns those whose ring is missing or under 3:1 on its background. */
async function weakFocusRings(page, scope = 'body') {
  // A key press makes script focus count as keyboard focus (:focus-visible), as for a keyboard user.
  await page.keyboard.press('Shift');
  await page.evaluate(installContrast);
  return page.evaluate((scopeSelector) => {
    const { parse, ratio, backgrounds, hex } = window.__contrast;
    const selector = 'a[href], button, input:not([type=hidden]), textarea, select, summary, [tabindex]:not([tabindex="-1"])';
    const problems = [];
    let checked = 0;
    for (const el of document.querySelector(scopeSelector).querySelectorAll(selector)) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || el.closest('[hidden], [inert]') || getComputedStyle(el).visibility !== 'visible') continue;
      if (el.disabled) continue;
      el.focus();
      if (document.activeElement !== el || !el.matches(':focus-visible')) continue;
      checked++;
      const cs = getComputedStyle(el);
      const ring = parse(cs.outlineColor);
      const width = parseFloat(cs.outlineWidth);
      const name = `${el.tagName.toLowerCase()}.${el.className || ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
      if (cs.outlineStyle === 'none' || width < 2 || !ring) {
        problems.push(`${name}: no visible outline`);
        continue;
      }
      // The ring is drawn outside the element (outline-offset > 0) on its parent's background; inset rings on its own.
      const under = parseFloat(cs.outlineOffset) >= 0 ? el.parentElement : el;
      // Fixed controls float over any part of the page: they must hold on both the lightest and the darkest section.
      const floating = Boolean(el.closest('.chat-launcher') && !el.closest('.chat-panel'));
      const bgs = floating ? [...backgrounds(under), { r: 255, g: 255, b: 255, a: 1 }, { r: 11, g: 31, b: 42, a: 1 }] : backgrounds(under);
      // A second ring (a box-shadow halo) counts where it is at least 2px wide.
      const halo = cs.boxShadow.match(/^(rgba?\([^)]+\)) 0px 0px 0px (\d+)px/);
      const colours = [ring, ...(halo && +halo[2] >= 2 ? [parse(halo[1])] : [])];
      for (const bg of bgs) {
        const best = Math.max(...colours.map((c) => ratio(c, bg)));
        if (best < 3) problems.push(`${name}: ring ${hex(ring)} on ${hex(bg)} is ${best.toFixed(2)}:1`);
      }
    }
    document.activeElement?.blur();
    return { problems, checked };
  }, scope);
}

/** Every visible text field's border against its own fill and the background around it. */
async function weakInputBorders(page) {
  await page.evaluate(installContrast);
  return page.evaluate(() => {
    const { parse, ratio, backgrounds, hex } = window.__contrast;
    const problems = [];
    let checked = 0;
    for (const el of document.querySelectorAll('input:not([type=hidden], [type=checkbox], [type=radio]), textarea, select')) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || el.closest('[hidden]')) continue;
      checked++;
      const cs = getComputedStyle(el);
      const border = parse(cs.borderTopColor);
      if (parseFloat(cs.borderTopWidth) < 1) {
        problems.push(`#${el.id || el.name}: no border`);
        continue;
      }
      for (const bg of [...backgrounds(el), ...backgrounds(el.parentElement)]) {
        const r = ratio(border, bg);
        if (r < 3) problems.push(`#${el.id || el.name}: border ${hex(border)} on ${hex(bg)} is ${r.toFixed(2)}:1`);
      }
    }
    return { problems, checked };
  });
}

const pages = ['/', '/education/bpc-157', '/education/selank', '/solutions', '/solutions/nutrition', '/contact', '/faq', '/about', '/auth'];

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  test.describe(label, () => {
    test.use({ viewport });

    test(`focus rings reach 3:1 on every focusable element of the main pages`, async ({ page, site, cookies }) => {
      await cookies.storeChoice('declined');
      let total = 0;
      for (const path of pages) {
        await site.open(path);
        const { problems, checked } = await weakFocusRings(page);
        total += checked;
        expect(problems, `${path} (${label})`).toEqual([]);
      }
      expect(total, `only ${total} elements were checked`).toBeGreaterThan(100);
    });
  });
}

test('focus rings reach 3:1 in the open chat panel, the cookie banner and the Peptide Therapy menu', async ({ page, site, chat }) => {
  await site.open('/');
  let result = await weakFocusRings(page, '.cookie-banner');
  expect(result.checked, 'the cookie banner was checked').toBeGreaterThanOrEqual(3);
  expect(result.problems, 'cookie banner').toEqual([]);
  await chat.open();
  result = await weakFocusRings(page, '.chat-launcher');
  expect(result.checked, 'the chat panel was checked').toBeGreaterThanOrEqual(4);
  expect(result.problems, 'chat panel').toEqual([]);
  await chat.dialog.getByRole('button', { name: 'Close AI Assistant' }).first().click();
  await expect(chat.dialog).toBeHidden();
  result = await weakFocusRings(page, 'header');
  expect(result.checked, 'the header was checked').toBeGreaterThanOrEqual(6);
  expect(result.problems, 'header').toEqual([]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await site.control('Peptide Therapy', nav).click();
  const guide = nav.getByRole('link', { name: 'BPC-157' });
  await expect(guide).toBeVisible();
  await guide.evaluate((a) => a.closest('ul').setAttribute('data-contrast-scope', ''));
  result = await weakFocusRings(page, '[data-contrast-scope]');
  expect(result.checked, `the Peptide Therapy menu was checked (${result.checked})`).toBeGreaterThanOrEqual(11);
  expect(result.problems, 'Peptide Therapy menu').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('focus rings reach 3:1 in the mobile menu', async ({ page, site }) => {
    await site.open('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const result = await weakFocusRings(page, '#mobile-menu');
    expect(result.checked, 'the mobile menu was checked').toBeGreaterThanOrEqual(5);
    expect(result.problems, 'mobile menu').toEqual([]);
  });
});

test('text field borders reach 3:1 against their fill and their surroundings', async ({ page, site, chat }) => {
  let total = 0;
  for (const path of ['/contact', '/auth', '/auth?mode=sign-up', '/search?q=bpc', '/recovery']) {
    await site.open(path);
    const { problems, checked } = await weakInputBorders(page);
    total += checked;
    expect(problems, path).toEqual([]);
  }
  await chat.open();
  const { problems, checked } = await weakInputBorders(page);
  expect(problems, 'chat panel').toEqual([]);
  expect(total + checked, `only ${total + checked} fields were checked`).toBeGreaterThanOrEqual(10);
});
