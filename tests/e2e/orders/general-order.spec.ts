// Order journey 1 (docs/product/orders.md#submission-wizard, docs/product/orders.md#card-line-rules,
// docs/product/pricing.md#quote-formula): a member submits a GENERAL order — a Pokémon line with a minimum grade and
// a sports line with auto grading, the field messages first, two real photos with their cards-per-photo, the live
// statement in TWD from the seeded policy (REG NT$650 a card, auto +NT$100, self shipping NT$150), shipping, caution,
// terms, a credit card approved on the sandbox gateway, and the order PROCESSING for exactly the amount the statement
// showed.
import { expect, test } from '../support/accounts';
import {
  cardLine,
  cardPhotos,
  closeStatement,
  definition,
  expectCurrency,
  expectSandboxPage,
  expectStatementTotal,
  expectStep,
  fetchOrder,
  fillCardLine,
  loginOrderMember,
  next,
  openStatement,
  orderNumberOf,
  statementRow,
  uploadPhotos,
} from '../support/orders';

test('a general order with two card lines, photos and a card payment', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'general');
  const photos = await cardPhotos(testInfo, 2);
  await page.goto('/en/grading/submit');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit cards for grading' })).toBeVisible();
  await expectStep(page, 'Cards');

  // ── Step 1: the required fields are checked before anything else ──
  await next(page, 'Next: shipping');
  const first = cardLine(page, 1);
  await expect(first.getByText('Player Name is a required field.')).toBeVisible();
  await expect(first.getByText('Please choose whether the card needs auto grading.')).toBeVisible();
  await expect(page.getByText('Please add at least 1 photo of your cards.')).toBeVisible();
  await expect(page.getByText('Please confirm that the cards match the photos.')).toBeVisible();
  await expectStep(page, 'Cards');

  // The statement in Taiwan dollars: a Taiwan member's wizard opens in TWD (docs/decisions/0010).
  await expectCurrency(page, testInfo, 'TWD');

  await fillCardLine(page, 1, {
    year: 2023,
    cardNumber: '199/165',
    setName: 'Scarlet & Violet 151',
    playerName: `Charizard ex ${testInfo.project.name}`,
    auto: false,
  });
  await expect(first.getByText('Player Name is a required field.')).toBeHidden();
  await expect(first.getByText('Please choose whether the card needs auto grading.')).toBeHidden();
  await fillCardLine(page, 1, { quantity: 0 });
  await first.getByRole('spinbutton', { name: /^Quantity/ }).blur();
  await expect(first.getByText('Enter a quantity of 1 or more.')).toBeVisible();
  await fillCardLine(page, 1, { quantity: 2, minimumGrade: '9' });
  await expect(first.getByText('Enter a quantity of 1 or more.')).toBeHidden();
  // REG NT$650 per Pokémon card, no auto grading.
  await expect(first).toContainText('NT$650 × 2 = NT$1,300');

  await page.getByRole('button', { name: 'Add a card' }).click();
  const second = await fillCardLine(page, 2, {
    category: 'Sports',
    sport: 'Baseball',
    year: 2018,
    brand: 'Topps',
    setName: 'Update',
    cardNumber: 'US250',
    playerName: `Shohei Ohtani ${testInfo.project.name}`,
    quantity: 1,
    auto: true,
  });
  await fillCardLine(page, 2, { signer: 'Shohei Ohtani' });
  // REG NT$650 + the auto-grading surcharge NT$100.
  await expect(second).toContainText('NT$750 × 1 = NT$750');
  await expect(page.getByText('3 cards (up to 1000)')).toBeVisible();

  await expectStatementTotal(page, testInfo, 'NT$2,050');
  let statement = await openStatement(page, testInfo);
  await expect(statementRow(statement, 'Card 1 · Pokémon × 2')).toHaveText('NT$1,300');
  await expect(statementRow(statement, 'Card 2 · Sports × 1 (auto)')).toHaveText('NT$750');
  await expect(statementRow(statement, '3 cards')).toHaveText('NT$2,050');
  await expect(statementRow(statement, 'Delivery')).toHaveText('Next step');
  await closeStatement(page, testInfo);

  // Two real photos: thumbnails, then how many cards each shows.
  await uploadPhotos(page, photos);
  await expect(page.getByText('Your photos show 2 of the 3 cards.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Cards in this photo' }).first().selectOption('2');
  await expect(page.getByText(/Your photos show/)).toBeHidden();
  await expect(page.getByText('Please add at least 1 photo of your cards.')).toBeHidden();
  await page.getByRole('checkbox', { name: 'I confirm that the cards I send match these photos.' }).check();
  await expect(page.getByText('Please confirm that the cards match the photos.')).toBeHidden();
  await next(page, 'Next: shipping');

  // ── Step 2: shipping method (required) and the default return address ──
  await expectStep(page, 'Shipping');
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  const address = page.getByRole('radio', { name: /^Home · Default/ });
  await expect(address).toBeChecked();
  await next(page, 'Next: caution');
  await expect(page.getByText('Please choose a shipping method.')).toBeVisible();
  const selfShipping = page.getByRole('radio', { name: /^Ship them yourself/ });
  await expect(page.getByText('NT$150', { exact: true })).toBeVisible();
  await selfShipping.check();
  await expect(page.getByText('Please choose a shipping method.')).toBeHidden();
  await expectStatementTotal(page, testInfo, 'NT$2,200');
  statement = await openStatement(page, testInfo);
  await expect(statementRow(statement, 'Delivery')).toHaveText('NT$150');
  await closeStatement(page, testInfo);
  await next(page, 'Next: caution');

  // ── Step 3: the caution, with the minimum-grade warning for the one line that asked for it ──
  await expectStep(page, 'Caution');
  await expect(page.getByText('1 card in this order has a minimum grade.')).toBeVisible();
  await next(page, 'Next: payment');
  await expect(page.getByText('Please confirm that you have read the cautions.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read the card requirements and the minimum-grade caution.' }).check();
  await next(page, 'Next: payment');

  // ── Step 4: payment method and the terms (docs/product/orders.md#payment-step wording) ──
  await expectStep(page, 'Payment');
  // Only what the sandbox gateway takes, each described (issue #9: no list of methods that cannot be chosen).
  await expect(page.getByRole('group', { name: /^Payment method/ }).getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: 'Credit card' })).toHaveAccessibleDescription('Pay by credit or debit card; confirmed at once.');
  await expect(page.getByRole('radio', { name: 'Connect Pay' })).toBeChecked();
  await page.getByRole('radio', { name: 'Credit card' }).check();
  const pay = page.getByRole('button', { name: 'Pay NT$2,200' });
  await pay.click();
  await expect(page.getByText('Please agree to our terms and conditions to continue with our service.')).toBeVisible();
  await expectStep(page, 'Payment');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions of the grading service.' }).check();
  await pay.click();

  // ── The sandbox gateway's hosted page ──
  const checkout = await expectSandboxPage(page, 'NT$2,200', 'Credit card');
  const orderNumber = (await definition(checkout, 'Order number').textContent())!.trim();
  expect(orderNumber).toMatch(/\S+/);
  await checkout.getByRole('button', { name: 'Approve card payment' }).click();

  // ── Step 5: the order is placed and paid ──
  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  expect(orderNumberOf(page)).toBe(orderNumber);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(definition(main, 'Order number')).toHaveText(orderNumber);
  await expect(definition(main, 'Total')).toHaveText('NT$2,200');
  await expect(definition(main, 'Payment status')).toHaveText('Payment complete');
  // Self shipping: the member sends the cards and enters the tracking number next.
  await expect(definition(main, 'Order status')).toHaveText('Waiting for your cards — enter the tracking number');
  await expect(page.getByText('The payment of this order has not been completed.')).toBeHidden();

  const order = await fetchOrder(page, orderNumber);
  expect(order).toMatchObject({
    orderNumber,
    submitType: 'GENERAL',
    orderType: 'REG',
    status: 'PROCESSING',
    currency: 'TWD',
    paymentMethod: 'CREDIT_CARD',
    shippingMethod: 'SELF_SHIPPING',
    totalQt: 3,
    totalPrice: 2050,
    deliveryCost: 150,
    totalAmount: 2200,
    payment: { method: 'CREDIT_CARD', status: 'PAID', amount: 2200 },
  });
  expect(order.paidAt).not.toBeNull();
  expect(order.items).toHaveLength(2);
  expect(order.items[0]).toMatchObject({ cardCategory: 'POKEMON', quantity: 2, minimumGrade: 9, isAuto: false, price: 650, amount: 1300 });
  expect(order.items[1]).toMatchObject({ cardCategory: 'SPORTS', quantity: 1, minimumGrade: null, isAuto: true, price: 750, amount: 750 });

  // The paid draft is done: a new submission starts empty.
  await page.getByRole('link', { name: 'Submit more cards' }).click();
  await expectStep(page, 'Cards');
  await expect(cardLine(page, 1).getByRole('textbox', { name: /^Player or card name/ })).toHaveValue('');
});
