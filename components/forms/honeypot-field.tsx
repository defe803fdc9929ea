// A field people never see or reach: a bot that fills every box fills this one too, and the
// server then answers as if it accepted the form and keeps nothing.
import type { UseFormRegisterReturn } from "react-hook-form";

export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
