import { cameraJpeg } from '../support/photos';
import { OWNER, signInAs } from './accounts-helpers';
import { expect, test } from './fixtures';
import { wcagViolations } from './axe';

// The owner's photos of finished jobs, on the second server (the own-server project in
// playwright.config.ts): while the pair is on the home page, no other journey may look at it.

const PAIR = {
  caption: { en: 'Impact windows for a 1926 Mediterranean home', es: 'Ventanas de impacto para una casa mediterránea de 1926' },
  before: { en: 'Old aluminum windows with rusted frames', es: 'Ventanas viejas de aluminio con marcos oxidados' },
  after: { en: 'New white impact windows on a coral stone wall', es: 'Ventanas de impacto blancas nuevas en una pared de piedra coralina' },
};

test('an admin uploads a before and after pair; the home and service pages show it in both languages instead of the drawings', async ({ page, browser }) => {
  // Two uploads, each re-encoded into six copies, and eight page loads: about 25 s alone, twice that beside a busy worker.
  test.setTimeout(90_000);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  // With no photos: no recent work, and each service card shows its drawing.
  await expect(visitor.getByRole('heading', { name: 'Recent Work' })).toHaveCount(0);
  const installationCard = visitor.getByRole('article', { name: 'Window Installation' });
  await expect(installationCard.locator('svg[viewBox="0 0 320 200"]')).toHaveCount(1);
  await expect(installationCard.getByRole('img', { name: PAIR.after.en })).toHaveCount(0);

  await signInAs(page, OWNER.email);
  await page.goto('/admin/photos');
  const upload = page.getByRole('form', { name: 'Upload a photo' });
  await upload.getByLabel('Before and after (two photos)').check();
  await upload.getByLabel('Service it shows').selectOption('window-installation');
  await upload.getByLabel('Town').fill('Coral Gables');
  await upload.getByLabel('Taken on').fill('2026-03-14');
  await upload.getByLabel('Caption (English)').fill(PAIR.caption.en);
  await upload.getByLabel('Leyenda (Spanish)').fill(PAIR.caption.es);
  await upload.getByLabel('Before photo shows (English)').fill(PAIR.before.en);
  await upload.getByLabel('La foto de antes muestra (Spanish)').fill(PAIR.before.es);
  await upload.getByLabel('Photo (or after photo) shows (English)').fill(PAIR.after.en);
  const photos = async () => {
    const bytes = await cameraJpeg();
    await upload.getByLabel('Before photo', { exact: true }).setInputFiles({ name: 'before.jpg', mimeType: 'image/jpeg', buffer: bytes });
    await upload
      .getByLabel('Photo of the finished job (the after photo of a pair)')
      .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: bytes });
  };
  await photos();
  // The Spanish description of the after photo is missing: the message is beside it, and what was typed stays.
  await upload.getByRole('button', { name: 'Upload photo' }).click();
  const spanishAlt = upload.getByLabel('La foto (o la de después) muestra (Spanish)');
  await expect(spanishAlt).toHaveAccessibleDescription('Describe the after photo in Spanish for people who cannot see it');
  await expect(upload.getByRole('alert')).toHaveText('Nothing was uploaded: correct the marked fields, then choose the photos again.');
  await expect(upload.getByLabel('Town')).toHaveValue('Coral Gables');
  await spanishAlt.fill(PAIR.after.es);
  await photos();
  await upload.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo uploaded.' })).toBeVisible();
  const entry = page.getByRole('listitem', { name: 'Before and after, Window Installation, Coral Gables' });
  await expect(entry).toContainText('On the site');
  // The day it was taken, in words.
  await expect(entry).toContainText('taken March 14, 2026');
  await entry.getByText('Edit words and settings').click();
  await expect(entry.getByLabel('After photo shows (English)')).toHaveValue(PAIR.after.en);
  expect(await wcagViolations(page)).toEqual([]);

  for (const [path, language] of [
    ['/', 'en'],
    ['/es', 'es'],
  ] as const) {
    await visitor.goto(path);
    const recent = visitor.getByRole('region', { name: language === 'en' ? 'Recent Work' : 'Trabajos recientes' });
    const pair = recent.getByRole('figure');
    await expect(pair).toContainText(language === 'en' ? 'Before' : 'Antes');
    await expect(pair).toContainText(language === 'en' ? 'After' : 'Después');
    await expect(pair).toContainText(PAIR.caption[language]);
    await expect(pair).toContainText(language === 'en' ? 'Coral Gables · March 2026' : 'Coral Gables · marzo de 2026');
    const before = pair.getByRole('img', { name: PAIR.before[language] });
    await expect(before).toHaveAttribute('loading', 'lazy');
    await expect(before).toHaveAttribute('width', '200');
    await before.scrollIntoViewIfNeeded();
    await expect.poll(() => before.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(200);
    // The service's card shows the after photo in place of its drawing.
    const card = visitor.getByRole('article', { name: language === 'en' ? 'Window Installation' : 'Instalación de ventanas' });
    await expect(card.getByRole('img', { name: PAIR.after[language] })).toBeVisible();
    await expect(card.locator('svg[viewBox="0 0 320 200"]')).toHaveCount(0);
    if (language === 'en') expect(await wcagViolations(visitor)).toEqual([]);
  }

  await visitor.goto('/es/services/window-installation');
  await expect(visitor.getByRole('region', { name: 'Nuestro trabajo' }).getByRole('img', { name: PAIR.before.es })).toHaveCount(1);
  await visitor.goto('/services/window-installation');
  const work = visitor.getByRole('region', { name: 'Our Work' });
  await expect(work.getByRole('img', { name: PAIR.before.en })).toHaveCount(1);
  await expect(work.getByRole('img', { name: PAIR.after.en })).toHaveCount(1);
  const file = await visitor.request.get((await work.getByRole('img', { name: PAIR.after.en }).getAttribute('src'))!);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Another service has no photos: its drawing stays.
  await visitor.goto('/services/window-repair');
  await expect(visitor.getByRole('region', { name: 'Our Work' })).toHaveCount(0);

  // Deleted, after a confirmation: the drawings are back.
  await page.getByRole('link', { name: 'Delete: Before and after, Window Installation, Coral Gables' }).click();
  await page.getByRole('button', { name: 'Delete photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo deleted.' })).toBeVisible();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'Recent Work' })).toHaveCount(0);
  await expect(visitor.getByRole('article', { name: 'Window Installation' }).locator('svg[viewBox="0 0 320 200"]')).toHaveCount(1);
  await visitor.context().close();
});
