import { IMAGE_MIME_TYPES } from '@common/constants';
import { useRef } from 'react';
import type { SessionUser } from '../../../app/session/types';
import { Avatar } from '../../../components/ui/Avatar';
import { Button } from '../../../components/ui/Button';
import { CameraIcon } from '../../../components/ui/pageIcons';
import { useProfileImageUpload } from './useProfileImageUpload';

interface ProfileImageFieldProps {
  user: SessionUser | null;
  imageUrl: string | null | undefined;
  onUploaded: (url: string) => void | Promise<void>;
}

/** The avatar with a button that picks, checks and uploads a new profile image. */
export function ProfileImageField({ user, imageUrl, onUploaded }: ProfileImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useProfileImageUpload(onUploaded);

  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-ink-50 p-5 sm:flex-row">
      <Avatar user={{ ...user, profileImageUrl: imageUrl || null }} size="xl" />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <p className="font-semibold text-ink-900">تصویر پروفایل</p>
        <p className="text-xs text-ink-500">JPG، PNG، GIF یا WEBP؛ حداکثر ۵ مگابایت</p>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          aria-label="انتخاب فایل تصویر پروفایل"
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button variant="secondary" size="sm" loading={uploading} onClick={() => inputRef.current?.click()}>
          {!uploading && <CameraIcon className="size-4" />}
          {imageUrl ? 'تغییر تصویر' : 'انتخاب تصویر'}
        </Button>
      </div>
    </div>
  );
}
