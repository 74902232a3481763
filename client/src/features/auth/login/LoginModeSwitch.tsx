const MODES = [
  { useOtp: true, label: 'ورود با کد یک‌بارمصرف' },
  { useOtp: false, label: 'ورود با رمز عبور' },
] as const;

interface LoginModeSwitchProps {
  useOtp: boolean;
  onChange: (useOtp: boolean) => void;
}

/** Code mode (default) or password mode, as a two-part switch. */
export function LoginModeSwitch({ useOtp, onChange }: LoginModeSwitchProps) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-2xl bg-ink-100 p-1">
      <legend className="sr-only">روش ورود</legend>
      {MODES.map((mode) => {
        const active = mode.useOtp === useOtp;
        return (
          <button
            key={mode.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(mode.useOtp)}
            className={`rounded-xl px-3 py-2.5 text-sm font-medium transition-colors ${active ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-600 hover:text-ink-900'}`}
          >
            {mode.label}
          </button>
        );
      })}
    </fieldset>
  );
}
