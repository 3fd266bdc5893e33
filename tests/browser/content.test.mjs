// Content pages: accordions, plan details, background video, search.
import { expect, test } from './fixtures.mjs';

test('FAQ accordions: opening one question closes the other in its group, from the keyboard too', async ({ page, site }) => {
  await site.open('/education/faq');
  const group = page.locator('section.faq-group').first();
  const buttons = group.locator('h3 button');
  await expect(buttons).toHaveCount(3);
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await buttons.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(group.locator('.accordion-panel:visible')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
  for (const name of ['Live Chat', 'Phone Support', 'Email Support']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/contact');
  }
  // Issue 28: the free consultation is booked online.
  await expect(page.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute('href', '/book');
});

test('a nutrition View Plan button opens its details and leads to /contact with the subject filled in', async ({ page, site }) => {
  await site.open('/solutions/nutrition');
  const card = page.locator('#performance-nutrition');
  const details = card.locator('.plan-details-body');
  await expect(details).toBeHidden();
  await card.getByText('View Plan').click();
  await expect(details).toBeVisible();
  await expect(details).toContainText("What's included");
  await details.getByRole('link', { name: /Ask about Performance Nutrition/ }).click();
  await page.waitForURL(/\/contact\?subject=/);
  await site.hydrated();
  await expect(page.getByLabel('Subject')).toHaveValue('Nutrition plan: Performance Nutrition');
});

test('selank plays its background video', async ({ page, site }) => {
  await site.open('/education/selank');
  await expect(page.locator('.bg-video')).toHaveAttribute('data-state', 'video');
  expect(await page.locator('video.bg-video-media').evaluate((v) => v.muted && v.loop && v.autoplay)).toBe(true);
});

test("selank shows the still image when the video can't load", async ({ page, site }) => {
  await page.route('**/media/**', (route) => route.abort());
  const logs = [];
  page.on('console', (m) => m.type() === 'error' && logs.push(m.text()));
  await site.open('/education/selank');
  await expect(page.locator('.bg-video')).toHaveAttribute('data-state', 'fallback');
  await expect(page.locator('video.bg-video-media')).toHaveCount(0);
  await expect(page.locator('img.bg-video-still')).toBeVisible();
  expect(logs.some((l) => l.includes('Background video failed'))).toBe(true);
});

test('selank shows only the still image under prefers-reduced-motion', async ({ page, site }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await site.open('/education/selank');
  await expect(page.locator('.bg-video')).toHaveAttribute('data-state', 'still');
  await expect(page.locator('video')).toHaveCount(0);
});

test('search from the header finds a guide', async ({ page, site }) => {
  await site.open('/');
  await page.getByRole('link', { name: 'Search the site' }).first().click();
  await page.getByRole('searchbox').fill('cold plunge');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/search\?q=cold\+plunge/);
  await expect(page.locator('.search-results a[href="/education/cold-therapy"]')).toBeVisible();
  await expect(page.locator('.search-results mark').first()).toBeVisible();
});
