// A certificate's scans on the lab page (issue #10) with a mocked API: both sides shown, an upload sends the side's
// kind and the file, a refusal shows its translated reason, a delete asks first, and every change tells the page.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import { PHOTO_ERRORS } from '@/lib/shared/photos';
import { CertificateImages } from './CertificateImages';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));

const post = api.post as jest.Mock;
const remove = api.delete as jest.Mock;
const FRONT = { id: 7, kind: 'CARD_FRONT' as const, url: '/api/certificates/4829173/images/7', thumbUrl: '/api/certificates/4829173/images/7?size=thumb' };

beforeEach(() => {
  post.mockReset();
  remove.mockReset();
});

function side(kind: 'CARD_FRONT' | 'CARD_BACK') {
  return within(screen.getByTestId(`scan-4829173-${kind}`));
}

function pick(kind: 'CARD_FRONT' | 'CARD_BACK', file: File) {
  const input = side(kind).getByLabelText(/labels:images\.choose/, { selector: 'input' });
  return act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

test('shows the front thumbnail, linked to the full scan, and an empty back', () => {
  render(<CertificateImages serial="4829173" images={[FRONT]} onChanged={jest.fn()} />);
  const image = side('CARD_FRONT').getByRole('img');
  expect(image).toHaveAttribute('src', FRONT.thumbUrl);
  expect(image.closest('a')).toHaveAttribute('href', FRONT.url);
  expect(side('CARD_FRONT').getByRole('button', { name: 'labels:images.replace' })).toBeInTheDocument();
  expect(side('CARD_BACK').getByText('labels:images.none')).toBeInTheDocument();
  expect(side('CARD_BACK').getByRole('button', { name: 'labels:images.upload' })).toBeInTheDocument();
  expect(side('CARD_BACK').queryByRole('button', { name: 'labels:images.delete' })).toBeNull();
});

test('an upload sends the side and the file, then tells the page', async () => {
  const onChanged = jest.fn();
  post.mockResolvedValue([FRONT, { ...FRONT, id: 8, kind: 'CARD_BACK' }]);
  render(<CertificateImages serial="4829173" images={[FRONT]} onChanged={onChanged} />);
  await pick('CARD_BACK', new File(['jpeg'], 'back.jpg', { type: 'image/jpeg' }));
  expect(post).toHaveBeenCalledWith('/api/admin/certificates/4829173/images', expect.any(FormData), expect.anything());
  const form = post.mock.calls[0]![1] as FormData;
  expect(form.get('kind')).toBe('CARD_BACK');
  expect((form.get('file') as File).name).toBe('back.jpg');
  expect(onChanged).toHaveBeenCalledTimes(1);
});

test('a refused file shows its reason on that side; a non-image is refused before sending', async () => {
  const onChanged = jest.fn();
  post.mockRejectedValue(new ApiError('BAD_REQUEST', 'Image Upload Failed', 400, [{ path: 'file', key: PHOTO_ERRORS.tooSmall, message: 'small' }]));
  render(<CertificateImages serial="4829173" images={[]} onChanged={onChanged} />);
  await pick('CARD_FRONT', new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' }));
  expect(side('CARD_FRONT').getByRole('alert')).toHaveTextContent(PHOTO_ERRORS.tooSmall);
  expect(side('CARD_BACK').queryByRole('alert')).toBeNull();

  await pick('CARD_BACK', new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
  expect(post).toHaveBeenCalledTimes(1);
  expect(side('CARD_BACK').getByRole('alert')).toHaveTextContent(PHOTO_ERRORS.notAnImage);
  expect(onChanged).not.toHaveBeenCalled();
});

test('the stage refusal reads in the labels namespace', async () => {
  post.mockRejectedValue(new ApiError('CONFLICT', 'Not now', 409, [], undefined, 'labels:images.errors.notNow'));
  render(<CertificateImages serial="4829173" images={[]} onChanged={jest.fn()} />);
  await pick('CARD_FRONT', new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' }));
  expect(side('CARD_FRONT').getByRole('alert')).toHaveTextContent('labels:images.errors.notNow');
});

test('delete asks first, can be kept, then removes the scan and tells the page', async () => {
  const onChanged = jest.fn();
  remove.mockResolvedValue([]);
  render(<CertificateImages serial="4829173" images={[FRONT]} onChanged={onChanged} />);
  fireEvent.click(side('CARD_FRONT').getByRole('button', { name: 'labels:images.delete' }));
  fireEvent.click(side('CARD_FRONT').getByRole('button', { name: 'labels:images.keep' }));
  expect(remove).not.toHaveBeenCalled();
  fireEvent.click(side('CARD_FRONT').getByRole('button', { name: 'labels:images.delete' }));
  await act(async () => {
    fireEvent.click(side('CARD_FRONT').getByRole('button', { name: /labels:images\.confirmDelete/ }));
  });
  expect(remove).toHaveBeenCalledWith('/api/admin/certificates/4829173/images/7');
  expect(onChanged).toHaveBeenCalledTimes(1);
});
