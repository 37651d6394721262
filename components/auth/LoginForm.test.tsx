// The lean login form (issue #11) behaves as the react-hook-form one did: loginSchema's messages under the fields on
// submit (linked to them), each field checked again as it changes, the cast input posted, the API's refusals shown
// by code, a new code for an unverified account, the proof of work when asked, and the redirect after login.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { queryClientForThisRender } from '@/components/providers/QueryProvider';
import { USER_QUERY_KEY as USER_HOOK_KEY } from '@/hooks/useUser';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import { FIELDS, LoginForm, USER_QUERY_KEY } from './LoginForm';
import { LOGIN_FIELDS, checkLogin } from './login-check';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
const push = jest.fn(() => Promise.resolve(true));
let query: Record<string, string> = {};
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', query, push }) }));
jest.mock('@/lib/client/fetch-api', () => ({ ...jest.requireActual('@/lib/client/fetch-api'), fetchApi: { post: jest.fn(), get: jest.fn() } }));
// The widget itself is ALTCHA's; here it solves when asked to, and shows which round it is in.
jest.mock('./CaptchaField', () => ({
  CaptchaField: ({ round, onSolved }: { round: number; onSolved: (payload: string | null) => void }) => (
    <div data-testid="captcha">
      round {round}
      <button type="button" onClick={() => onSolved(`proof-${round}`)}>
        solve
      </button>
    </div>
  ),
}));

const post = fetchApi.post as jest.Mock;
const email = () => screen.getByLabelText(/^email/);
const password = () => screen.getByLabelText(/^password/);
const submit = () => screen.getByRole('button', { name: /^submit/ });

async function send() {
  await act(async () => {
    fireEvent.click(submit());
  });
}

function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

beforeEach(() => {
  post.mockReset();
  push.mockClear();
  query = {};
});

test('shares the user query key with hooks/useUser.ts, and the fields with its check', () => {
  expect(USER_QUERY_KEY).toEqual(USER_HOOK_KEY);
  expect(FIELDS).toEqual(LOGIN_FIELDS);
});

test('checks with loginSchema as yupResolver did: the cast input, or the first message of each field', () => {
  expect(checkLogin({ email: ' Me@Example.COM ', password: 'x', stayLoggedIn: true })).toEqual({
    input: { email: 'me@example.com', password: 'x', stayLoggedIn: true },
    errors: null,
  });
  expect(checkLogin({ email: '', password: '', stayLoggedIn: false })).toEqual({
    input: null,
    errors: { email: 'auth:validation.emailRequired', password: 'auth:validation.passwordRequired' },
  });
});

test('says nothing before the first submit, then shows the messages under their fields and focuses the first', async () => {
  render(<LoginForm />);
  fill(email(), 'not-an-email');
  expect(screen.queryByText(/auth:validation/)).toBeNull();
  fill(email(), '');
  await send();
  expect(post).not.toHaveBeenCalled();
  const emailMessage = screen.getByText('auth:validation.emailRequired');
  expect(email()).toHaveAttribute('aria-invalid', 'true');
  expect(email()).toHaveAttribute('aria-describedby', emailMessage.id);
  expect(password()).toHaveAttribute('aria-describedby', screen.getByText('auth:validation.passwordRequired').id);
  expect(email()).toHaveFocus();
});

test('after a submit, a changed field is checked again and only its message changes', async () => {
  render(<LoginForm />);
  await send();
  fill(email(), 'me@');
  expect(screen.getByText('auth:validation.emailInvalid')).toBeInTheDocument();
  expect(screen.getByText('auth:validation.passwordRequired')).toBeInTheDocument();
  fill(email(), 'me@example.com');
  expect(screen.queryByText(/auth:validation\.email/)).toBeNull();
  expect(email()).toHaveAttribute('aria-invalid', 'false');
  expect(email()).not.toHaveAttribute('aria-describedby');
  expect(screen.getByText('auth:validation.passwordRequired')).toBeInTheDocument();
});

test('the password shows and hides with a labelled, pressed button', () => {
  render(<LoginForm />);
  expect(password()).toHaveAttribute('type', 'password');
  fireEvent.click(screen.getByRole('button', { name: 'field.show' }));
  expect(password()).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'field.hide' })).toHaveAttribute('aria-pressed', 'true');
});

test('posts the cast input, forgets the cached user and goes back to returnUrl; a dormant member to /dormancy', async () => {
  query = { returnUrl: '/account/profile' };
  const client = queryClientForThisRender();
  client.setQueryData(USER_QUERY_KEY, null);
  post.mockResolvedValue({ mbId: 'm1', mbNick: 'me', mbStatus: 'APPROVED', role: 'MEMBER' });
  render(<LoginForm />);
  fill(email(), 'Me@Example.com');
  fill(password(), 'Secret!234');
  fireEvent.click(screen.getByRole('checkbox', { name: 'stayLoggedIn' }));
  await send();
  expect(post).toHaveBeenCalledWith('/api/login', { email: 'me@example.com', password: 'Secret!234', stayLoggedIn: true, altcha: undefined });
  await waitFor(() => expect(push).toHaveBeenCalledWith('/account/profile'));
  expect(client.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true);

  post.mockResolvedValue({ mbId: 'm1', mbNick: 'me', mbStatus: 'DORMANCY', role: 'MEMBER' });
  await send();
  await waitFor(() => expect(push).toHaveBeenLastCalledWith('/dormancy'));
});

test('shows the refusal by its code and keeps the member on the page', async () => {
  post.mockRejectedValue(new ApiError('INVALID_CREDENTIALS', 'ID or PW is incorrect.', 400));
  render(<LoginForm />);
  fill(email(), 'me@example.com');
  fill(password(), 'Wrong!234');
  await send();
  expect(screen.getByRole('alert')).toHaveTextContent('auth:errors.incorrect');
  expect(submit()).toBeEnabled();
  expect(push).not.toHaveBeenCalled();
});

test('an unverified account: a warning with "send a new code", which mails one and opens the code page', async () => {
  post.mockRejectedValueOnce(new ApiError('EMAIL_NOT_VERIFIED', 'not verified', 403));
  render(<LoginForm />);
  fill(email(), ' Me@Example.com');
  fill(password(), 'Secret!234');
  await send();
  expect(screen.getByRole('alert')).toHaveTextContent('auth:errors.notVerified');
  post.mockResolvedValueOnce({ email: 'me@example.com' });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'notVerified.resend' }));
  });
  expect(post).toHaveBeenLastCalledWith('/api/member/resend-verification', { email: 'me@example.com' }, { client: 'brg' });
  expect(push).toHaveBeenCalledWith('/sign-up-complete?email=me%40example.com');
});

test('CAPTCHA_REQUIRED: the check appears, the button waits for it, and every later try gets a fresh one', async () => {
  post.mockRejectedValue(new ApiError('CAPTCHA_REQUIRED', 'captcha', 400));
  render(<LoginForm />);
  fill(email(), 'me@example.com');
  fill(password(), 'Secret!234');
  await send();
  expect(screen.getByRole('alert')).toHaveTextContent('auth:captcha.required');
  expect(screen.getByTestId('captcha')).toHaveTextContent('round 1');
  expect(submit()).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'solve' }));
  expect(submit()).toBeEnabled();
  post.mockRejectedValue(new ApiError('INVALID_CREDENTIALS', 'no', 400));
  await send();
  expect(post).toHaveBeenLastCalledWith('/api/login', expect.objectContaining({ altcha: 'proof-1' }));
  expect(screen.getByTestId('captcha')).toHaveTextContent('round 2');
});
