import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadProfileImageDocument } from '../../../gql/graphql';
import { domainError, type Mock } from '../../../test/authMocks';
import { renderPage } from '../../../test/renderPage';
import { PROFILE_TEXTS } from '../profileTexts';
import { useProfileImageUpload } from './useProfileImageUpload';

const failure = vi.spyOn(toast, 'error');
afterEach(() => failure.mockClear());

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', {
  type: 'image/png',
});

type Upload = ReturnType<typeof useProfileImageUpload>;

/** Keeps the hook's latest answer where the test reads it. */
function Capture({ into }: { into: { current: Upload } }) {
  into.current = useProfileImageUpload(vi.fn());
  return null;
}

function uploadWith(mock: Mock) {
  const result = { current: undefined as unknown as Upload };
  renderPage({ mocks: [mock], element: <Capture into={result} /> });
  return result;
}

describe('useProfileImageUpload', () => {
  it("shows the server's Persian reason when an upload is refused (hourly limit, quota)", async () => {
    const limit = 'تعداد فایل‌های ارسالی شما بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید';
    const result = uploadWith({
      request: { query: UploadProfileImageDocument, variables: { file: png } },
      result: domainError(limit, 'RATE_LIMITED'),
    });
    await act(() => result.current.upload(png));
    expect(failure).toHaveBeenCalledWith(limit);
  });

  it('falls back to the generic message when the server cannot be reached', async () => {
    const result = uploadWith({
      request: { query: UploadProfileImageDocument, variables: { file: png } },
      error: new Error('network down'),
    });
    await act(() => result.current.upload(png));
    expect(failure).toHaveBeenCalledWith(PROFILE_TEXTS.imageUploadFailed);
  });
});
