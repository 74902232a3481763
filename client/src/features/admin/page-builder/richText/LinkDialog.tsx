import { messages } from '@common/validation/messages';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../../components/ui/Dialog';
import { FormActions } from '../../../../components/ui/FormActions';
import { FormField, ltrInputClasses } from '../../../../components/ui/FormField';
import { isAllowedLink } from './richTextExtensions';

interface LinkDialogProps {
  open: boolean;
  /** The selected link's address, '' when there is none. */
  current: string;
  onClose: () => void;
  /** The checked address, or '' to remove the link. */
  onSave: (href: string) => void;
}

/** Asks for a link's address (http, https, mailto or a path on this site). */
export function LinkDialog({ open, current, onClose, onSave }: LinkDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={current ? 'ویرایش پیوند' : 'افزودن پیوند'}>
      <LinkForm current={current} onClose={onClose} onSave={onSave} />
    </Dialog>
  );
}

function LinkForm({ current, onClose, onSave }: Omit<LinkDialogProps, 'open'>) {
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const address = href.trim();
    if (address === '' || isAllowedLink(address)) onSave(address);
    else setError(messages.invalidUrl);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField
        label="نشانی پیوند"
        hint="مثل https://example.org، mailto:info@example.org یا /contact؛ خالی یعنی برداشتن پیوند"
        error={error}
      >
        <input
          dir="ltr"
          className={ltrInputClasses}
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <FormActions submitLabel="ثبت پیوند" onCancel={onClose} />
    </form>
  );
}
