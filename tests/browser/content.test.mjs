import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, withPage } from './lib.mjs';

test('FAQ accordions: opening one question closes the other in its group, from the keyboard too', () =>
  withPage(async (page) => {
    await page.goto('/education/faq');
    await hydrated(page);
    const buttons = page.locator('section.faq-group').first().locator('h3 button');
    assert.equal(await buttons.count(), 3);
    await buttons.nth(0).click();
    assert.equal(await buttons.nth(0).getAttribute('aria-expanded'), 'true');
    await buttons.nth(1).focus();
    await page.keyboard.press('Enter');
    assert.equal(await buttons.nth(1).getAttribute('aria-expanded'), 'true');
    assert.equal(await buttons.nth(0).getAttribute('aria-expanded'), 'false');
    const openPanels = await page.locator('section.faq-group').first().locator('.accordion-panel:visible').count();
    assert.equal(openPanels, 1);
    await page.keyboard.press('Space');
    assert.equal(await buttons.nth(1).getAttribute('aria-expanded'), 'false');
    for (const name of ['Live Chat', 'Phone Support', 'Email Support']) {
      assert.equal(await page.getByRole('link', { name }).getAttribute('href'), '/contact');
    }
    // Issue 28: the free consultation is booked online.
    assert.equal(await page.getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href'), '/book');
  }));

test('a nutrition View Plan button opens its details and leads to /contact with the subject filled in', () =>
  withPage(async (page) => {
    await page.goto('/solutions/nutrition');
    await hydrated(page);
    const card = page.locator('#performance-nutrition');
    const details = card.locator('.plan-details-body');
    assert.equal(await details.isVisible(), false);
    await card.getByText('View Plan').click();
    await details.waitFor({ state: 'visible' });
    assert.ok((await details.textContent()).includes("What's included"));
    await details.getByRole('link', { name: /Ask about Performance Nutrition/ }).click();
    await page.waitForURL(/\/contact\?subject=/);
    await hydrated(page);
    assert.equal(await page.getByLabel('Subject').inputValue(), 'Nutrition plan: Performance Nutrition');
  }));

test("selank plays its background video, and shows the still image when the video can't load", async () => {
  await withPage(async (page) => {
    await page.goto('/education/selank');
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.bg-video')?.getAttribute('data-state') === 'video');
    const video = page.locator('video.bg-video-media');
    assert.equal(await video.evaluate((v) => v.muted && v.loop && v.autoplay), true);
  });
  await withPage(async (page) => {
    await page.route('**/media/**', (route) => route.abort());
    const logs = [];
    page.on('console', (m) => m.type() === 'error' && logs.push(m.text()));
    await page.goto('/education/selank');
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.bg-video')?.getAttribute('data-state') === 'fallback');
    assert.equal(await page.locator('video.bg-video-media').count(), 0);
    assert.equal(await page.locator('img.bg-video-still').isVisible(), true);
    assert.ok(logs.some((l) => l.includes('Background video failed')));
  });
});

test('selank shows only the still image under prefers-reduced-motion', () =>
  withPage(async (page) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/education/selank');
    await hydrated(page);
    assert.equal(await page.locator('.bg-video').getAttribute('data-state'), 'still');
    assert.equal(await page.locator('video').count(), 0);
  }));

test('search from the header finds a guide', () =>
  withPage(async (page) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Search the site' }).first().click();
    await page.getByRole('searchbox').fill('cold plunge');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?q=cold\+plunge/);
    assert.ok(await page.locator('.search-results a[href="/education/cold-therapy"]').isVisible());
    assert.ok((await page.locator('.search-results mark').count()) > 0);
  }));
