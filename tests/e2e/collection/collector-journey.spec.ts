// The collector's side end to end (issue #25), on desktop and at 390 px: a member finds their graded cards in the
// collection, builds an album from them (add cards, choose the cover, make it public — refused until there is a cover),
// and opens its public page; a guest is asked to log in to like it; another member finds it in the gallery and likes it
// (the community feed then shows them their like);
// the seller reveals a card's claim code, the buyer claims the card with it, and the card moves: into the buyer's
// collection, out of the seller's collection and album. Each project has its own members and cards
// (COLLECTOR, prepare-collector-fixtures.ts), reset before every run.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, loginByApi, test } from '../support/accounts';
import { COLLECTOR, type CollectorProject, FIXTURE_PASSWORD } from '../support/e2e-fixtures';

async function signedIn(browser: Browser, testInfo: TestInfo, email: string | null): Promise<Page> {
  const context = await browser.newContext(testInfo.project.use);
  const page = await context.newPage();
  if (email) await loginByApi(page, testInfo, { email, password: FIXTURE_PASSWORD });
  return page;
}

const cardOf = (page: Page, card: { serial: string; playerName: string }) => page.getByRole('article', { name: `${card.playerName} ${card.serial}` });

test('a collector builds a public album from the collection, a fan likes it, and a claim code moves a card to the buyer', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  // Runs in the desktop and mobile projects only (the api and proxy projects match their own files).
  const fixture = COLLECTOR[testInfo.project.name as CollectorProject];
  const [gengar, lugia] = fixture.cards;

  // The seller's collection lists both graded cards.
  const seller = await signedIn(browser, testInfo, fixture.seller.email);
  await seller.goto('/en/account/collection');
  await expect(cardOf(seller, gengar)).toBeVisible();
  await expect(cardOf(seller, lugia)).toBeVisible();

  // A new album: private and empty, then both cards from the collection.
  await seller.goto('/en/account/albums');
  await seller.getByRole('button', { name: 'New album' }).click();
  const create = seller.getByRole('dialog', { name: 'New album' });
  await create.getByLabel('Album name').fill('A');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('The album name must be 2 to 16 characters')).toBeVisible();
  await create.getByLabel('Album name').fill(fixture.albumName);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(seller).toHaveURL(/\/en\/account\/albums\/\d+\?created=1$/);
  await expect(seller.getByText('Album created. Add cards to it below.')).toBeVisible();
  const albumId = Number(/albums\/(\d+)/.exec(seller.url())![1]);

  await seller.getByRole('button', { name: 'Add cards' }).click();
  const add = seller.getByRole('dialog', { name: 'Add cards from your collection' });
  await add.getByRole('checkbox', { name: new RegExp(`#${gengar.serial}`) }).check();
  await add.getByRole('checkbox', { name: new RegExp(`#${lugia.serial}`) }).check();
  await add.getByRole('button', { name: 'Add 2 cards' }).click();
  await expect(add).toBeHidden();
  const cards = seller.getByRole('list', { name: 'Cards of the album, in order' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);

  // Public only with a cover among its cards.
  const publicSwitch = seller
    .getByRole('switch', { name: 'Public: shown in the gallery and the community' })
    .or(seller.getByRole('checkbox', { name: 'Public: shown in the gallery and the community' }));
  await expect(publicSwitch).toBeDisabled();
  await expect(seller.getByText('Choose a cover card to make the album public.')).toBeVisible();
  await seller.getByRole('radio', { name: `Use as cover: ${gengar.playerName}` }).check();
  await expect(publicSwitch).toBeEnabled();
  await publicSwitch.check();
  await seller.getByRole('button', { name: 'Save' }).click();
  await expect(seller.getByText('Album saved.')).toBeVisible();

  // The public page: the album, its owner by nickname, its cards with their grades and certificate links.
  await seller.getByRole('link', { name: 'View the public page' }).first().click();
  await expect(seller).toHaveURL(new RegExp(`/en/albums/${albumId}$`));
  await expect(seller.getByRole('heading', { level: 1, name: fixture.albumName })).toBeVisible();
  await expect(seller.getByRole('main').getByText(`by ${fixture.seller.nick}`, { exact: true })).toBeVisible();
  await expect(seller.getByRole('list', { name: 'Cards in this album' }).getByRole('link', { name: new RegExp(`Certificate ${gengar.serial}`) })).toBeVisible();

  // A guest is asked to log in to like it.
  const guest = await signedIn(browser, testInfo, null);
  await guest.goto(`/en/albums/${albumId}`);
  await guest.getByRole('button', { name: 'Like' }).click();
  await expect(guest.getByRole('main').getByText('Please log in to like albums.')).toBeVisible();
  await expect(guest.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /\/login\?returnUrl=/);
  await guest.context().close();

  // Another member finds it in the gallery and likes it: once.
  const fan = await signedIn(browser, testInfo, fixture.fan.email);
  await fan.goto('/en/albums');
  await fan.getByRole('link', { name: fixture.albumName }).click();
  await expect(fan).toHaveURL(new RegExp(`/en/albums/${albumId}$`));
  const like = fan.getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(fan.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  await expect(fan.getByTestId('album-like-count')).toContainText('1');
  // The community feed's cached page shows the fan their like of it, read once for the page.
  await fan.goto('/en/community');
  await expect(fan.getByRole('button', { name: `Unlike: ${fixture.albumName}` })).toHaveAttribute('aria-pressed', 'true');

  // The seller sells Lugia: reveals its claim code and gives it to the buyer with the slab.
  await seller.goto('/en/account/collection');
  await cardOf(seller, lugia).getByRole('button', { name: 'Show claim code' }).click();
  const code = (await cardOf(seller, lugia).locator('code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

  // The buyer claims it in their collection.
  await fan.goto('/en/account/collection');
  await fan.getByRole('button', { name: 'Claim a card' }).click();
  const claim = fan.getByRole('dialog', { name: 'Claim a card you bought' });
  await claim.getByLabel('Serial').fill(lugia.serial);
  await claim.getByLabel('Claim code').fill(code.toLowerCase());
  await claim.getByRole('button', { name: 'Claim' }).click();
  await expect(fan.getByText(`${lugia.playerName} (serial ${lugia.serial}) joined your collection.`)).toBeVisible();
  await fan.getByRole('button', { name: 'Close' }).click();
  await expect(cardOf(fan, lugia)).toBeVisible();

  // The card left the seller: their collection and their album.
  await seller.goto('/en/account/collection');
  await expect(cardOf(seller, gengar)).toBeVisible();
  await expect(cardOf(seller, lugia)).toHaveCount(0);
  await seller.goto(`/en/account/albums/${albumId}`);
  await expect(seller.getByRole('list', { name: 'Cards of the album, in order' }).getByRole('listitem')).toHaveCount(1);

  await seller.context().close();
  await fan.context().close();
});
