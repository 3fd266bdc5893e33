// Issue 30, minor item: the "Ask our team" (handoff) form on screens 500 px tall. Its note field and its Send and Cancel
// buttons must be seen and usable together, from 320 to 1920 px wide, in the floating panel and on /chat.
import { checkA11y, expect, test } from './fixtures.mjs';

const WIDTHS = [320, 390, 768, 1024, 1280, 1920];
const HEIGHT = 500;

/** Serves POST /api/chat from a fixed list of stream events. */
async function scriptedChat(page, events) {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: events.map((e) => JSON.stringify(e)).join('\n') + '\n' }),
  );
}

/**
 * For each element: its box clipped by every scrolling or clipping ancestor and by the window, and whether that visible
 * part is all of it and the element is the topmost thing at its centre. Measured once nothing moves any more.
 */
const visibility = (page, selectors) =>
  page.evaluate(async (selectors) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const boxes = () => JSON.stringify(selectors.map((s) => document.querySelector(s)?.getBoundingClientRect()));
    for (let i = 0, last = ''; i < 40; i++) {
      await frame();
      const now = boxes();
      if (now === last) break;
      last = now;
    }
    return selectors.map((selector) => {
      const el = document.querySelector(selector);
      if (!el) return { selector, missing: true };
      const r = el.getBoundingClientRect();
      let top = Math.max(r.top, 0);
      let bottom = Math.min(r.bottom, innerHeight);
      let left = Math.max(r.left, 0);
      let right = Math.min(r.right, innerWidth);
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
      }
      const shown = Math.max(0, bottom - top) / r.height;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      return {
        selector,
        height: Math.round(r.height),
        shown: Math.round(shown * 100) / 100,
        wide: right - left >= r.width - 1,
        topmost: Boolean(hit && (hit === el || el.contains(hit))),
        coveredBy: hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing',
      };
    });
  }, selectors);

const NOTE = '.chat-handoff textarea';
const SEND = '.chat-handoff-actions .button-primary';
const CANCEL = '.chat-handoff-actions .button-ghost-dark';

/** With focus in the note field (reached by Tab), the field and both buttons are whole, on screen and uncovered. */
async function expectNoteUsable(page, where) {
  const form = page.getByRole('form', { name: 'Ask our team' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const note = form.getByLabel(/Note for our team/);
  await expect(note).toBeFocused();
  await page.keyboard.type('Line one of my note\nLine two\nLine three');
  for (const s of await visibility(page, [NOTE, SEND, CANCEL])) {
    const what = `${where}: ${s.selector}`;
    expect(s.missing, `${what} is drawn`).toBeUndefined();
    expect(s.shown, `${what}: share of its ${s.height} px height in view`).toBe(1);
    expect(s.wide, `${what} is not cut at the sides`).toBe(true);
    expect(s.topmost, `${what} is not covered (by ${s.coveredBy})`).toBe(true);
  }
  // The note field shows at least two lines as it is typed in.
  expect((await visibility(page, [NOTE]))[0].height, `${where}: note field height`).toBeGreaterThanOrEqual(40);
}

test('the floating panel at 500 px tall: the note field and Send and Cancel are in view together at every width', async ({
  page,
  site,
  cookies,
  chat,
}) => {
  test.setTimeout(120_000);
  await cookies.storeChoice();
  await scriptedChat(page, [
    { type: 'meta', conversationId: null, remaining: 19, mode: 'library' },
    { type: 'delta', text: 'BPC-157 is a research peptide studied in animal models.' },
    { type: 'done' },
  ]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await site.open('/education/bpc-157');
    await chat.open();
    if (width === WIDTHS[0]) await chat.ask('What is BPC-157?');
    await chat.dialog.getByRole('button', { name: 'Ask our team' }).click();
    await expectNoteUsable(page, `panel at ${width} × ${HEIGHT}`);
    if (width === 390 || width === 1280) {
      const violations = (await checkA11y(page)).filter((v) => v.nodes.some((n) => n.includes('chat')));
      expect(violations, `axe at ${width} px`).toEqual([]);
    }
  }
});

test('/chat at 500 px tall: the note field and Send and Cancel are in view together', async ({ page, site, cookies, account }) => {
  test.setTimeout(90_000);
  await cookies.storeChoice();
  await account.create({ fullName: 'Short Screen' });
  for (const width of [320, 768, 1280, 1920]) {
    await page.setViewportSize({ width, height: HEIGHT });
    await site.open('/chat');
    await page.getByRole('button', { name: 'Ask our team' }).click();
    await expectNoteUsable(page, `/chat at ${width} × ${HEIGHT}`);
  }
  expect(await checkA11y(page)).toEqual([]);
});
