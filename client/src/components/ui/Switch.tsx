import { Switch as RadixSwitch } from 'radix-ui';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The switch's accessible name, e.g. «فعال بودن حساب سارا احمدی». */
  label: string;
  disabled?: boolean;
}

/** An on/off switch on Radix (role="switch", Space toggles), drawn for right-to-left. */
export function Switch({ checked, onCheckedChange, label, disabled }: SwitchProps) {
  return (
    <RadixSwitch.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-label={label}
      disabled={disabled}
      dir="rtl"
      className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-ink-200 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-600"
    >
      <RadixSwitch.Thumb className="block size-5 rounded-full bg-white shadow transition-transform ltr:translate-x-0.5 rtl:-translate-x-0.5 ltr:data-[state=checked]:translate-x-[1.375rem] rtl:data-[state=checked]:-translate-x-[1.375rem]" />
    </RadixSwitch.Root>
  );
}
