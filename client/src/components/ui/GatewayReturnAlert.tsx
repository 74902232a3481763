import type { ReactNode } from 'react';
import { useGatewayReturn } from '../../lib/useGatewayReturn';
import { CloseIcon } from './icons';
import { AlertIcon, CheckIcon } from './pageIcons';

interface GatewayReturnAlertProps {
  /** The query parameter the payment callback sets, e.g. 'donation' or 'enrollment'. */
  param: string;
  successText: string;
  failureText: string;
  /** Other parameters the callback adds, read and taken out of the address with `param`. */
  extraParams?: readonly string[];
  /** Drawn under a success (e.g. the receipt link), from the extra parameters' values. */
  successAction?: (extras: Record<string, string | null>) => ReactNode;
}

/** The dismissable alert shown after returning from the payment gateway. */
export function GatewayReturnAlert({
  param,
  successText,
  failureText,
  extraParams,
  successAction,
}: GatewayReturnAlertProps) {
  const { result, extras, dismiss } = useGatewayReturn(param, extraParams);
  if (!result) return null;
  const success = result === 'success';
  const Icon = success ? CheckIcon : AlertIcon;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <div
        role={success ? 'status' : 'alert'}
        className={`flex items-start gap-3 rounded-2xl px-4 py-3 ring-1 ${success ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200'}`}
      >
        <Icon className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-1 flex-col gap-1">
          <p className="font-medium leading-7">{success ? successText : failureText}</p>
          {success && successAction?.(extras)}
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="بستن پیام"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}
