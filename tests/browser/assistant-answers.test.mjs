// New answer shapes in a real browser: a page's published sources as working links, and the booking notice.
import { expect, test } from './fixtures.mjs';

test("'which papers is this page based on?' lists the page's sources, each linked to PubMed in a new tab", async ({
  page,
  site,
  cookies,
  chat,
}) => {
  await site.open('/research');
  await cookies.accept();
  await chat.open();
  const answer = await chat.ask('Which papers is this page based on?');
  await expect(answer).toContainText('This page is based on these published sources');
  const link = answer.locator('a[href="https://pubmed.ncbi.nlm.nih.gov/30915550/"]');
  await expect(link).toBeVisible();
  await expect(link).toHaveText('PMID 30915550');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('target', '_blank');
  expect(page.errors).toEqual([]);
});

test('asking for a call later today says bookings need 12 hours’ notice, with the booking link', async ({ page, site, cookies, chat }) => {
  await site.open('/solutions/consultations');
  await cookies.accept();
  await chat.open();
  const answer = await chat.ask('can i book something for later today?');
  await expect(answer).toContainText("online bookings need at least 12 hours' notice");
  await expect(answer.locator('a[href="/book"]').first()).toBeVisible();
  expect(page.errors).toEqual([]);
});
