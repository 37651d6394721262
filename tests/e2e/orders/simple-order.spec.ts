// Order journey 2 (docs/product/orders.md#submission-types: SIMPLE forces the express order type;
// docs/product/orders.md#card-line-rules: minimum grade only for general submission, not quick;
// docs/product/pricing.md#published-prices: quick-submission extra; docs/product/payments.md#virtual-accounts): a
// quick & easy order in KRW — express ₩35,000 + the quick extra ₩2,000 a card — paid by virtual account: the sandbox
// issues the account (bank, number, amount, deadline), the complete page waits for the deposit with that account, and
// the simulated deposit makes the order PROCESSING.
import { expect, test } from '../support/accounts';
import {
  acceptCaution,
  cardLine,
  cardPhotos,
  chooseCurrency,
  definition,
  expectCurrency,
  expectStatementTotal,
  expectStep,
  fetchOrder,
  fillCardLine,
  loginOrderMember,
  next,
  openStatement,
  closeStatement,
  orderNumberOf,
  payWith,
  shipWith,
  statementRow,
  uploadPhotos,
} from '../support/orders';

test('a quick & easy order paid into a virtual account', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'simple');
  const photos = await cardPhotos(testInfo, 1);
  await page.goto('/en/grading/submit');
  await expectStep(page, 'Cards');

  // A general submission offers the service tier and the minimum grade.
  await expect(page.getByRole('group', { name: 'Service' })).toBeVisible();
  await expect(cardLine(page, 1).getByRole('combobox', { name: 'Minimum grade' })).toBeVisible();
  // Changing the type resets what was entered, after a confirmation (docs/product/orders.md#submission-types).
  await fillCardLine(page, 1, { playerName: 'Typed before switching' });
  await page.getByRole('button', { name: /^Quick & easy/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the submission type?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Change and clear' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: /^Quick & easy/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardLine(page, 1).getByRole('textbox', { name: /^Player or card name/ })).toHaveValue('');

  // Quick & easy: always express, no tier to choose and no minimum grade.
  await expect(page.getByText(/^Quick & easy submissions are always graded with the express service \(about 5 business days\)/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Service' })).toHaveCount(0);
  await expect(cardLine(page, 1).getByRole('combobox', { name: 'Minimum grade' })).toHaveCount(0);

  await fillCardLine(page, 1, {
    category: 'Yu-Gi-Oh!',
    year: 2002,
    setName: 'Legend of Blue Eyes White Dragon',
    cardNumber: 'LOB-001',
    playerName: `Blue-Eyes White Dragon ${testInfo.project.name}`,
    quantity: 2,
    auto: false,
  });
  // In won, chosen with the statement's currency switch (the wizard opens in TWD for this Taiwan member, decision
  // 0010): express ₩35,000 + quick submission ₩2,000 per card.
  await expectCurrency(page, testInfo, 'TWD');
  await chooseCurrency(page, testInfo, 'KRW');
  await expect(cardLine(page, 1)).toContainText('₩37,000 × 2 = ₩74,000');
  await expectStatementTotal(page, testInfo, '₩74,000');

  await uploadPhotos(page, photos);
  await page.getByRole('combobox', { name: 'Cards in this photo' }).selectOption('2');
  await page.getByRole('checkbox', { name: 'I confirm that the cards I send match these photos.' }).check();
  await next(page, 'Next: shipping');

  // Pickup by our courier, ₩6,000.
  await shipWith(page, 'Pickup', '₩6,000');
  await expectStatementTotal(page, testInfo, '₩80,000');
  const statement = await openStatement(page, testInfo);
  await expect(statementRow(statement, 'Card 1 · Yu-Gi-Oh! × 2')).toHaveText('₩74,000');
  await expect(statementRow(statement, 'Delivery')).toHaveText('₩6,000');
  await closeStatement(page, testInfo);

  // The caution page has no minimum-grade section for a quick submission.
  await expectStep(page, 'Caution');
  await expect(page.getByText('About the minimum grade')).toHaveCount(0);
  await acceptCaution(page);

  // ── Virtual account: the gateway issues it ──
  const checkout = await payWith(page, 'Virtual account', '₩80,000');
  const orderNumber = (await definition(checkout, 'Order number').textContent())!.trim();
  await expect(checkout.getByRole('button', { name: 'Approve card payment' })).toHaveCount(0);
  await checkout.getByRole('button', { name: 'Issue virtual account' }).click();
  const account = page.getByRole('region', { name: 'Virtual account' });
  await expect(account).toBeVisible();
  await expect(definition(account, 'Bank')).toHaveText('004 KB Kookmin Bank');
  await expect(definition(account, 'Account number')).toHaveText(/^\d{14}$/);
  await expect(definition(account, 'Amount to pay')).toHaveText('₩80,000');
  await expect(definition(account, 'Deposit deadline')).toHaveText(/^\S.* \d{2}:\d{2} \(UTC\+8\)$/);
  const accountNumber = (await definition(account, 'Account number').textContent())!.trim();
  const sandboxUrl = page.url();

  // Back to the shop: the order waits for the deposit into that account.
  await page.getByRole('link', { name: 'Return to the shop' }).click();
  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  expect(orderNumberOf(page)).toBe(orderNumber);
  await expect(page.getByRole('heading', { name: 'Your order is placed: please make the deposit.' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(definition(main, 'Payment status')).toHaveText('Waiting for deposit');
  await expect(definition(main, 'Order status')).toHaveText('Payment pending');
  const shown = main.getByRole('region', { name: 'Virtual account' });
  await expect(definition(shown, 'Account number')).toHaveText(accountNumber);
  await expect(definition(shown, 'Amount to pay')).toHaveText('₩80,000');
  await expect(definition(shown, 'Bank')).toHaveText('004 KB Kookmin Bank');
  let order = await fetchOrder(page, orderNumber);
  expect(order).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', submitType: 'SIMPLE', orderType: 'EXP', paymentMethod: 'VIRTUAL_ACCOUNT', totalAmount: 80_000 });
  expect(order.payment).toMatchObject({
    method: 'VIRTUAL_ACCOUNT',
    status: 'PENDING_DEPOSIT',
    amount: 80_000,
    virtualAccount: { accountNumber, bank: '004 KB Kookmin Bank' },
  });
  expect(order.paidAt).toBeNull();

  // ── The bank deposits the amount (the sandbox's tester button) ──
  await page.goto(sandboxUrl);
  await expect(page.getByText('Tester: this button plays the bank and deposits the amount into the account.')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  await expect(definition(main, 'Payment status')).toHaveText('Payment complete');
  // Pickup: our courier collects the cards next.
  await expect(definition(main, 'Order status')).toHaveText('Waiting for pickup');
  await expect(main.getByRole('region', { name: 'Virtual account' })).toHaveCount(0);

  order = await fetchOrder(page, orderNumber);
  expect(order).toMatchObject({
    status: 'PROCESSING',
    processingStatus: 'BREAK_SHIPPING_BEFORE_PICKUP',
    totalQt: 2,
    totalPrice: 74_000,
    deliveryCost: 6_000,
    totalAmount: 80_000,
  });
  expect(order.payment).toMatchObject({ status: 'PAID', amount: 80_000 });
  expect(order.paidAt).not.toBeNull();
  expect(order.items).toHaveLength(1);
  expect(order.items[0]).toMatchObject({ cardCategory: 'YUGIOH', quantity: 2, minimumGrade: null, isAuto: false, price: 37_000, amount: 74_000 });
});
