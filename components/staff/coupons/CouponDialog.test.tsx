// The coupon dialog with a mocked API (docs/decisions/0039-coupons.md): the admin form's own schema refuses a bad code
// before any call; a valid form sends the schema's body (code upper-cased, numbers as numbers, an empty total limit as
// null); the server's refusal of a taken code stands under the form.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import { CouponDialog } from './CouponDialog';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), patch: jest.fn(), get: jest.fn() },
}));

const post = api.post as jest.Mock;

function show(onClose = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CouponDialog coupon={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const field = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`admin\\.fields\\.${name}`) });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'actions.save' })));

beforeEach(() => post.mockReset());

test('a code the schema refuses is shown under the field; nothing is sent', async () => {
  show();
  fireEvent.change(screen.getByRole('textbox', { name: /admin\.fields\.code/ }), { target: { value: 'a-b' } });
  fireEvent.change(field('value'), { target: { value: '100' } });
  await save();
  expect(await screen.findByText('coupons:validation.codeFormat')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test("a valid coupon is sent as the schema's body and the dialog closes", async () => {
  post.mockResolvedValue({ id: 1 });
  const onClose = show();
  fireEvent.change(screen.getByRole('textbox', { name: /admin\.fields\.code/ }), { target: { value: 'spring25' } });
  fireEvent.change(field('value'), { target: { value: '250' } });
  await save();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(post).toHaveBeenCalledWith(
    '/api/admin/coupons',
    expect.objectContaining({
      code: 'SPRING25',
      kind: 'FIXED',
      value: 250,
      currency: 'TWD',
      minOrderAmount: 0,
      maxUses: null,
      maxUsesPerMember: 1,
      active: true,
    }),
  );
});

test('a taken code: the server’s message under the form, the dialog stays', async () => {
  post.mockRejectedValue(new ApiError('CONFLICT', 'Another coupon already has this code.', 409, [], undefined, 'coupons:errors.codeTaken'));
  const onClose = show();
  fireEvent.change(screen.getByRole('textbox', { name: /admin\.fields\.code/ }), { target: { value: 'TAKEN10' } });
  fireEvent.change(field('value'), { target: { value: '10' } });
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent('coupons:errors.codeTaken');
  expect(onClose).not.toHaveBeenCalled();
});
