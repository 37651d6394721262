// The dropzone with a mocked API: picking files uploads them (multipart, with progress), refused
// files show "Image Upload Failed" and the reason, the card count and removal change the list.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ApiError, api } from '@/lib/client/api';
import { PHOTO_ERRORS, type UploadedPhoto } from '@/lib/shared/photos';
import { PhotoDropzone } from './PhotoDropzone';

jest.mock('@/hooks/useTranslation', () => ({
  useTranslation: () => ({ t: (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key) }),
}));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), delete: jest.fn(), get: jest.fn(), blob: jest.fn() },
}));

const post = api.post as jest.Mock;
const remove = api.delete as jest.Mock;

function Harness({ initial = [] as UploadedPhoto[], onChange = jest.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <PhotoDropzone
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const file = (name: string, bytes = 10, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

async function pick(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

beforeEach(() => {
  post.mockReset();
  remove.mockReset().mockResolvedValue(undefined);
});

test('the picker takes images (camera or gallery on phones) and the button is a real button', () => {
  render(<Harness />);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toContain('image/*');
  expect(input.multiple).toBe(true);
  expect(screen.getByRole('button', { name: 'choose' })).toBeEnabled();
  expect(screen.getByText('count {"count":0,"max":100}')).toBeInTheDocument();
});

test('uploads each file as multipart with progress and adds it to the list', async () => {
  post.mockImplementation(async (_url: string, form: FormData, options: { config: { onUploadProgress: (e: { progress: number }) => void } }) => {
    expect(form.get('file')).toBeInstanceOf(File);
    expect(form.get('cardsInPhoto')).toBe('1');
    options.config.onUploadProgress({ progress: 0.5 });
    const id = post.mock.calls.length;
    return { id, thumbUrl: `/api/photos/${id}?size=thumb`, width: 300, height: 400, cardsInPhoto: 1 };
  });
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await pick([file('a.jpg'), file('b.jpg')]);
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
  expect(post).toHaveBeenCalledWith('/api/photos', expect.any(FormData), { config: expect.objectContaining({ onUploadProgress: expect.any(Function) }) });
  // Both finished separately and neither was lost.
  expect(
    onChange.mock.calls
      .at(-1)![0]
      .map((photo: UploadedPhoto) => photo.id)
      .sort(),
  ).toEqual([1, 2]);
  expect(screen.getByText('count {"count":2,"max":100}')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'photoAlt {"index":1}' })).toHaveAttribute('src', expect.stringMatching(/^\/api\/photos\/\d\?size=thumb$/));
});

test('a refused file shows "Image Upload Failed" with the reason from the API, and can be dismissed', async () => {
  post.mockRejectedValue(new ApiError('BAD_REQUEST', 'Image Upload Failed', 400, [{ path: 'file', key: PHOTO_ERRORS.notAnImage, message: 'x' }]));
  render(<Harness />);
  await pick([file('notes.jpg')]);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(PHOTO_ERRORS.uploadFailed);
  expect(alert).toHaveTextContent(`notes.jpg: ${PHOTO_ERRORS.notAnImage}`);
  fireEvent.click(screen.getByRole('button', { name: 'dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a file over 15 MB is refused without being sent', async () => {
  render(<Harness />);
  await pick([file('huge.jpg', 15 * 1024 * 1024 + 1)]);
  expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_ERRORS.tooLarge);
  expect(post).not.toHaveBeenCalled();
});

test('cards in a photo (1–6) and removal change the list; removal deletes the upload', async () => {
  const onChange = jest.fn();
  render(
    <Harness
      initial={[
        { id: 7, thumbUrl: '/api/photos/7?size=thumb', cardsInPhoto: 1 },
        { id: 8, thumbUrl: '/api/photos/8?size=thumb', cardsInPhoto: 2 },
      ]}
      onChange={onChange}
    />,
  );
  const selects = screen.getAllByLabelText('cardsInPhoto');
  expect(Array.from((selects[0] as HTMLSelectElement).options).map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '6']);
  fireEvent.change(selects[0]!, { target: { value: '6' } });
  expect(onChange).toHaveBeenLastCalledWith([
    { id: 7, thumbUrl: '/api/photos/7?size=thumb', cardsInPhoto: 6 },
    { id: 8, thumbUrl: '/api/photos/8?size=thumb', cardsInPhoto: 2 },
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'removeNamed {"index":2}' }));
  expect(onChange).toHaveBeenLastCalledWith([{ id: 7, thumbUrl: '/api/photos/7?size=thumb', cardsInPhoto: 6 }]);
  expect(remove).toHaveBeenCalledWith('/api/photos/8');
});

test('at 100 photos no more can be added', () => {
  const many = Array.from({ length: 100 }, (_, index) => ({ id: index + 1, thumbUrl: `/api/photos/${index + 1}?size=thumb`, cardsInPhoto: 1 }));
  render(<Harness initial={many} />);
  expect(screen.getByRole('button', { name: 'choose' })).toBeDisabled();
  expect(screen.getByText('limitReached {"max":100}')).toBeInTheDocument();
});
