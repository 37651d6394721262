// The profile photo card with a mocked API: initials without a photo, upload with progress, refusals
// as "Image Upload Failed" plus the reason, removal after a confirmation.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { MAX_PHOTO_BYTES, PHOTO_ERRORS } from '@/lib/shared/photos';
import { ProfilePhoto, initialsOf } from './ProfilePhoto';

jest.mock('@/hooks/useTranslation', () => ({
  useTranslation: () => ({ t: (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key) }),
}));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), delete: jest.fn(), get: jest.fn(), blob: jest.fn() },
}));

const post = api.post as jest.Mock;
const remove = api.delete as jest.Mock;

const PROFILE: AccountProfile = {
  mbId: 'm-1',
  mbNick: 'Kim Minji',
  mbName: null,
  mbEmail: 'kim@example.test',
  mbPhone: null,
  mbPhoto: null,
  mbStatus: 'APPROVED',
  phoneVerified: false,
  advertisingConsent: false,
  hasPassword: true,
  socialProviders: [],
  membership: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function show(profile: AccountProfile = PROFILE) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProfilePhoto profile={profile} />
    </QueryClientProvider>,
  );
}

async function pick(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

beforeEach(() => {
  post.mockReset();
  remove.mockReset();
});

test('initials: two words give two letters, one word or a CJK name one', () => {
  expect([initialsOf('Kim Minji'), initialsOf('collector7'), initialsOf('收藏家'), initialsOf('  김 민지 '), initialsOf('')]).toEqual([
    'KM',
    'C',
    '收',
    '김민',
    '?',
  ]);
});

test('without a photo: initials, "Add photo", no "Remove"; the picker takes images (camera or gallery on phones)', () => {
  show();
  expect(screen.getByRole('img', { name: 'profile.photo.noPhoto' })).toHaveTextContent('KM');
  expect(screen.getByRole('button', { name: 'profile.photo.add' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'profile.photo.remove' })).toBeNull();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('image/*');
  expect(input).toHaveAttribute('aria-label', 'profile.photo.chooseFile');
});

test('a picked photo is sent as multipart with progress, then the success is announced', async () => {
  let finish: (value: unknown) => void = () => undefined;
  post.mockImplementation((_url: string, form: FormData, options: { config: { onUploadProgress: (event: { progress: number }) => void } }) => {
    expect(form.get('file')).toBeInstanceOf(File);
    options.config.onUploadProgress({ progress: 0.4 });
    return new Promise((resolve) => {
      finish = resolve;
    });
  });
  show();
  await pick(new File([new Uint8Array(10)], 'me.jpg', { type: 'image/jpeg' }));
  expect(post).toHaveBeenCalledWith('/api/member/photo', expect.any(FormData), { config: expect.objectContaining({ timeout: expect.any(Number) }) });
  expect(screen.getByText('profile.photo.uploading {"percent":40}')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'profile.photo.progressLabel' })).toBeInTheDocument();
  await act(async () => finish({ mbPhoto: '/api/member/photo/m-1?size=full&v=1', mbThumbnail: '/x' }));
  await waitFor(() => expect(screen.getByText('profile.photo.saved')).toBeInTheDocument());
});

test('a file over 15 MB is refused without being sent; a server refusal shows its reason', async () => {
  show();
  const big = new File([new Uint8Array(1)], 'big.jpg', { type: 'image/jpeg' });
  Object.defineProperty(big, 'size', { value: MAX_PHOTO_BYTES + 1 });
  await pick(big);
  expect(post).not.toHaveBeenCalled();
  expect(screen.getByText(PHOTO_ERRORS.uploadFailed)).toBeInTheDocument();
  expect(screen.getByText(PHOTO_ERRORS.tooLarge)).toBeInTheDocument();

  post.mockRejectedValue(new ApiError('BAD_REQUEST', 'Image Upload Failed', 400, [{ path: 'file', key: PHOTO_ERRORS.notAnImage, message: 'x' }]));
  await pick(new File([new Uint8Array(10)], 'notes.jpg', { type: 'image/jpeg' }));
  await waitFor(() => expect(screen.getByText(PHOTO_ERRORS.notAnImage)).toBeInTheDocument());
  expect(screen.getByText(PHOTO_ERRORS.uploadFailed)).toBeInTheDocument();
});

test('with a photo: the image, "Change photo", and "Remove" after a confirmation', async () => {
  remove.mockResolvedValue({ mbPhoto: null, mbThumbnail: null });
  show({ ...PROFILE, mbPhoto: '/api/member/photo/m-1?size=full&v=3' });
  expect(screen.getByRole('img', { name: 'profile.photo.alt' })).toHaveAttribute('src', '/api/member/photo/m-1?size=full&v=3');
  expect(screen.getByRole('button', { name: 'profile.photo.change' })).toBeEnabled();
  fireEvent.click(screen.getByRole('button', { name: 'profile.photo.remove' }));
  expect(remove).not.toHaveBeenCalled();
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'profile.photo.remove' }));
  });
  expect(remove).toHaveBeenCalledWith('/api/member/photo');
  await waitFor(() => expect(screen.getByText('profile.photo.removed')).toBeInTheDocument());
});
