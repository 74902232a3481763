import { messages } from '@common/validation/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/renderPage';
import { FakeTusServer, STORED, videoFile } from './fakeTusServer';
import { VideoUploadField } from './VideoUploadField';

/** Drawn as every client test draws: inside the app's providers. */
const draw = (element: ReactNode) => renderPage({ element });

vi.mock('tus-js-client', async () => {
  const browserBuild: string = 'tus-js-client/lib.esm/browser/index.js';
  return (await import(browserBuild)) as typeof import('tus-js-client');
});

function renderField(server = new FakeTusServer()) {
  const onUploaded = vi.fn();
  draw(
    <VideoUploadField
      label="درس اول"
      onUploaded={onUploaded}
      tus={{ httpStack: server, chunkSize: 1000, retryDelays: [0] }}
    />,
  );
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('انتخاب ویدیو'), { target: { files: [file] } });
  return { server, onUploaded, choose };
}

describe('VideoUploadField', () => {
  it('shows the progress as a Persian percentage and hands over the stored video', async () => {
    const server = new FakeTusServer();
    server.holdAfter = 1;
    const { onUploaded, choose } = renderField(server);
    choose(videoFile(4000));

    const bar = await screen.findByRole('progressbar', { name: 'پیشرفت آپلود ویدیو: درس اول' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(bar.getAttribute('aria-valuetext')).toBe('۲۵٪');
    expect(screen.getByText('۲۵٪')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('در حال آپلود…');
    expect((screen.getByLabelText('انتخاب ویدیو') as HTMLInputElement).disabled).toBe(true);

    server.release();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(STORED));
    expect(screen.getByText('۱۰۰٪')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('ویدیو با موفقیت آپلود شد');
  });

  it('refuses a file that is not a video with the shared message and sends nothing', async () => {
    const { server, choose } = renderField();
    choose(videoFile(100, 'notes.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.videoType);
    expect(server.sent).toEqual([]);
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
  });

  it("shows the server's refusal, and tries again on request", async () => {
    const server = new FakeTusServer();
    server.creationAnswer = {
      status: 429,
      body: JSON.stringify({
        success: false,
        message: 'تعداد فایل‌های ارسالی شما بیش از حد مجاز است',
        data: null,
      }),
    };
    const { onUploaded, choose } = renderField(server);
    choose(videoFile(1500));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'تعداد فایل‌های ارسالی شما بیش از حد مجاز است',
    );

    server.creationAnswer = null;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(STORED));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pauses and resumes from the buttons', async () => {
    const server = new FakeTusServer();
    server.holdAfter = 1;
    const { onUploaded, choose } = renderField(server);
    choose(videoFile(3000));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33'));
    await userEvent.click(screen.getByRole('button', { name: 'توقف' }));
    expect(screen.getByRole('status').textContent).toContain('آپلود متوقف شد');
    server.release();
    await userEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(STORED));
    expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('cancels an upload and is ready for another file', async () => {
    const server = new FakeTusServer();
    server.holdAfter = 1;
    const { choose } = renderField(server);
    choose(videoFile(3000));
    await screen.findByRole('progressbar');
    await userEvent.click(screen.getByRole('button', { name: 'لغو آپلود' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByLabelText('انتخاب ویدیو') as HTMLInputElement).disabled).toBe(false);
    await waitFor(() => expect(server.sent.some((r) => r.method === 'DELETE')).toBe(true));
    server.release();
  });
});
