import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/Button';
import { BookmarkIcon, ShareIcon } from '../../../components/ui/pageIcons';
import { readSavedPrograms, toggleSavedProgram } from './savedPrograms';

async function share(title: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // Cancelled by the user: nothing to say.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('پیوند برنامه کپی شد');
  } catch {
    toast.error('کپی پیوند انجام نشد');
  }
}

/** Share the program (the system sheet, else copy the link) and save it for later (kept in this browser). */
export function ShareSaveButtons({ programId, title }: { programId: number; title: string }) {
  // Read after mount: the server-rendered page cannot know this browser's saved list.
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(readSavedPrograms().includes(programId)), [programId]);
  const toggle = () => {
    const now = toggleSavedProgram(programId);
    setSaved(now);
    toast.success(now ? 'برنامه ذخیره شد' : 'برنامه از فهرست ذخیره‌شده‌ها حذف شد');
  };
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="outline" onClick={() => void share(title)}>
        <ShareIcon />
        اشتراک‌گذاری
      </Button>
      <Button variant={saved ? 'secondary' : 'outline'} aria-pressed={saved} onClick={toggle}>
        <BookmarkIcon className={`size-5 ${saved ? 'fill-current' : ''}`} />
        {saved ? 'ذخیره شده' : 'ذخیره'}
      </Button>
    </div>
  );
}
