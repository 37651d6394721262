// Order journey 3 (docs/product/orders.md#reholder-submissions: only graded cards, added by serial number, no
// duplicates; docs/product/pricing.md#reholder-price: total = cards × unit price + delivery): graded cards added by
// their 7-digit serial — a wrong format, an unknown serial and a duplicate are refused with their messages — priced
// per card from the seeded USD policy (US$7.00), paid by card: PROCESSING, and the card cannot be put in a second
// order.
import { expect, test } from '../support/accounts';
import { REHOLDER_CARD, reholderSerials } from '../support/order-fixtures';
import {
  acceptCaution,
  cardPhotos,
  chooseCurrency,
  closeStatement,
  definition,
  expectStatementTotal,
  expectStep,
  fetchOrder,
  freeSerials,
  loginOrderMember,
  next,
  openStatement,
  orderNumberOf,
  payWith,
  shipWith,
  statementRow,
  unknownSerial,
  uploadPhotos,
} from '../support/orders';

test('a reholder order by serial numbers, paid by card', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'reholder');
  const [serial, another] = (await freeSerials(page, reholderSerials(testInfo.project.name), 2)) as [string, string];
  const unknown = await unknownSerial(page);
  const photos = await cardPhotos(testInfo, 1);

  await page.goto('/en/reholder/submit');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit cards for reholdering' })).toBeVisible();
  await expectStep(page, 'Cards');
  await chooseCurrency(page, testInfo, 'USD');

  const cards = page.getByRole('region', { name: 'Graded cards to re-case' });
  const field = cards.getByRole('textbox', { name: 'Serial number' });
  const add = cards.getByRole('button', { name: 'Add', exact: true });
  const list = cards.getByRole('list', { name: 'Cards to re-case' });

  // Nothing added yet: the step refuses to go on.
  await expect(cards.getByText('No cards added yet.')).toBeVisible();
  await next(page, 'Next: shipping');
  await expect(cards.getByText('Add at least one card.')).toBeVisible();
  await expectStep(page, 'Cards');

  // A serial is 7 digits (the field keeps digits only).
  await field.fill('12a45');
  await expect(field).toHaveValue('1245');
  await add.click();
  await expect(cards.getByText('Enter the 7-digit serial number.')).toBeVisible();

  // A serial no graded card has.
  await field.fill(unknown);
  await add.click();
  await expect(cards.getByText('No graded card has this serial number.')).toBeVisible();
  await expect(list).toHaveCount(0);

  // The fixture's graded card: added with what its certificate says.
  await field.fill(serial);
  await add.click();
  const item = list.getByRole('listitem').filter({ hasText: `#${serial}` });
  await expect(item).toContainText(`#${serial} · ${REHOLDER_CARD.playerName}`);
  await expect(item).toContainText(`${REHOLDER_CARD.year} · ${REHOLDER_CARD.setName} · Grade ${REHOLDER_CARD.grade}`);
  await expect(field).toHaveValue('');
  await expect(cards.getByText('Add at least one card.')).toBeHidden();
  // The price per card from the policy: REHOLDER US$7.00.
  await expect(cards.getByText('US$7.00 per card')).toBeVisible();

  // The same card twice: no duplicates.
  await field.fill(serial);
  await add.click();
  await expect(cards.getByText('This card is already in the list (no duplicates).')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await field.fill(another);
  await add.click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(cards.getByText('This card is already in the list (no duplicates).')).toBeHidden();

  await expectStatementTotal(page, testInfo, 'US$14.00');
  const statement = await openStatement(page, testInfo);
  await expect(statementRow(statement, 'Reholder card 1')).toHaveText('US$7.00');
  await expect(statementRow(statement, 'Reholder card 2')).toHaveText('US$7.00');
  await expect(statementRow(statement, '2 cards')).toHaveText('US$14.00');
  await closeStatement(page, testInfo);

  await uploadPhotos(page, photos);
  await page.getByRole('combobox', { name: 'Cards in this photo' }).selectOption('2');
  await page.getByRole('checkbox', { name: 'I confirm that the cards I send match these photos.' }).check();
  await next(page, 'Next: shipping');

  // Self shipping: US$5.00.
  await shipWith(page, 'Ship them yourself', 'US$5.00');
  await expectStatementTotal(page, testInfo, 'US$19.00');
  await expectStep(page, 'Caution');
  await expect(page.getByRole('heading', { name: 'Before you send your graded cards' })).toBeVisible();
  await acceptCaution(page);

  const checkout = await payWith(page, 'Credit card', 'US$19.00');
  const orderNumber = (await definition(checkout, 'Order number').textContent())!.trim();
  await checkout.getByRole('button', { name: 'Approve card payment' }).click();

  await expect(page).toHaveURL(/\/en\/reholder\/submit\/complete\?order=/);
  expect(orderNumberOf(page)).toBe(orderNumber);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(definition(main, 'Order number')).toHaveText(orderNumber);
  await expect(definition(main, 'Total')).toHaveText('US$19.00');
  await expect(definition(main, 'Payment status')).toHaveText('Payment complete');

  const order = await fetchOrder(page, orderNumber);
  expect(order).toMatchObject({
    status: 'PROCESSING',
    submitType: 'REHOLDER',
    orderType: 'REHOLDER',
    currency: 'USD',
    totalQt: 2,
    totalPrice: 1400,
    deliveryCost: 500,
    totalAmount: 1900,
  });
  expect(order.items.map((line) => line.serialNumber)).toEqual([serial, another]);
  for (const line of order.items) expect(line).toMatchObject({ quantity: 1, price: 700, amount: 700 });

  // The card is now being re-cased: a new reholder order cannot take it again.
  await page.getByRole('link', { name: 'Submit more cards' }).click();
  await expectStep(page, 'Cards');
  await field.fill(serial);
  await add.click();
  await expect(cards.getByText('This card is already in another reholder order.')).toBeVisible();
  await expect(list).toHaveCount(0);
});
