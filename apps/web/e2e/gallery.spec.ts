// Product galleries: the owner uploads three images at once, reorders them by keyboard,
// sets alt text and saves; the shopper opens the product and moves through its gallery with the
// arrows, the thumbnails, the keyboard and a swipe.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { accounts, expect, login, test } from './fixtures.ts';
import { DEMO_STORE_ID, storefrontProducts } from './store-data.ts';
import { screenshots, toast } from './ui.ts';

const PRODUCT = 'Canvas Tote Bag';

/** A small solid PNG: the three colours make the screenshots easy to read. */
async function solidPng(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 120, height: 120, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const mainImage = (dialog: Locator, alt: string) => dialog.getByRole('img', { name: alt, exact: true });

async function openEditDialog(page: Page) {
  await page.goto('/product-management');
  await page
    .getByTestId('product-row')
    .filter({ hasText: PRODUCT })
    .getByRole('button', { name: `Actions for ${PRODUCT}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit Product' });
}

test('the owner uploads, orders and describes three images; the shopper browses them', async ({
  page,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  const dialog = await openEditDialog(page);
  const images = dialog.getByRole('list', { name: 'Product images' }).getByRole('listitem');
  await expect(images).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(images).toHaveCount(0);

  // Three files at once, each with its own upload.
  await dialog
    .getByLabel('Choose images or drop them here')
    .setInputFiles([
      await solidPng('red.png', '#d62828'),
      await solidPng('green.png', '#2a9d8f'),
      await solidPng('blue.png', '#1d3557'),
    ]);
  await expect(images).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Image 1 of 3, card image' })).toBeVisible();

  // Keyboard: the blue image (third) moves to the front with Alt+Left twice, focus following it.
  await dialog.getByRole('button', { name: 'Image 3 of 3' }).focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(dialog.getByText('Image moved to position 2 of 3.')).toBeAttached();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(dialog.getByText('Image moved to position 1 of 3. It is now the card image.')).toBeAttached();
  await expect(dialog.getByRole('button', { name: 'Image 1 of 3, card image' })).toBeFocused();
  // And the buttons: red (now second) stays second after a move right and back left.
  await dialog.getByRole('button', { name: 'Move image 2 right' }).click();
  await dialog.getByRole('button', { name: 'Move image 3 left' }).click();

  await dialog.getByLabel('Alt text for image 1').fill('Tote bag in navy');
  await dialog.getByLabel('Alt text for image 2').fill('Tote bag in red');
  await dialog.getByLabel('Alt text for image 3').fill('Tote bag in teal');
  await screenshots(page, testInfo, 'gallery-editor');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();

  const saved = (await storefrontProducts(page)).find((p) => p.name === PRODUCT) as unknown as {
    image: string;
    images: { url: string; alt: string }[];
  };
  expect(saved.images.map((image) => image.alt)).toEqual([
    'Tote bag in navy',
    'Tote bag in red',
    'Tote bag in teal',
  ]);
  expect(saved.image).toBe(saved.images[0]?.url);
  for (const image of saved.images) expect(image.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

  // The shopper's side.
  await page.goto(`/store/${DEMO_STORE_ID}`);
  await page.getByRole('button', { name: `View details of ${PRODUCT}` }).click();
  const detail = page.getByRole('dialog', { name: PRODUCT });
  const gallery = detail.getByRole('region', { name: `Images of ${PRODUCT}` });
  await expect(mainImage(gallery, 'Tote bag in navy')).toBeVisible();
  await expect(gallery.getByRole('button', { name: /^Show image/ })).toHaveCount(3);

  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(mainImage(gallery, 'Tote bag in red')).toBeVisible();
  await gallery.getByRole('button', { name: 'Show image 3 of 3: Tote bag in teal' }).click();
  await expect(mainImage(gallery, 'Tote bag in teal')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Show image 3 of 3: Tote bag in teal' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await screenshots(page, testInfo, 'gallery-dialog');

  // Keyboard, with focus in the gallery: Right wraps to the first, Left goes back.
  await gallery.getByRole('button', { name: 'Previous image' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(mainImage(gallery, 'Tote bag in navy')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(mainImage(gallery, 'Tote bag in teal')).toBeVisible();
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(mainImage(gallery, 'Tote bag in red')).toBeVisible();

  // A swipe to the left on a touch screen shows the next image.
  const picture = mainImage(gallery, 'Tote bag in red');
  const box = await picture.boundingBox();
  if (!box) throw new Error('The main image has no box');
  const y = box.y + box.height / 2;
  const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true };
  await picture.dispatchEvent('pointerdown', { ...touch, clientX: box.x + box.width * 0.8, clientY: y });
  await picture.dispatchEvent('pointerup', { ...touch, clientX: box.x + box.width * 0.2, clientY: y });
  await expect(mainImage(gallery, 'Tote bag in teal')).toBeVisible();
});
