"use client";
// Enrolling an authenticator app: the password again, then a QR code (with a link that opens the
// app on the same phone, and the key to copy or type in), the recovery codes to keep, and a first
// code that proves the app works. The QR library is loaded only here, only once a key exists.
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { requestJson } from "@/lib/api/client";
import { FormAlert } from "@/components/forms/form-alert";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CopyButton } from "./copy-button";
import { Field, buttonClass, inputClass } from "./ui";

type Enabled = { totpURI: string; backupCodes: string[] };

/** `home`: where this member starts once enrolled, named in the last button as `homeName`. */
export function EnrolSteps({ home, homeName }: { home: string; homeName: string }) {
  const router = useRouter();
  // Until the script runs, a click would send the password as a plain GET, in the URL.
  const hydrated = useHydrated();
  const [enabled, setEnabled] = useState<(Enabled & { qr: string; key: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function post<T>(url: string, body: unknown): Promise<T | null> {
    setBusy(true);
    setError(null);
    const result = await requestJson<T>(url, { method: "POST", body, retryDelaysMs: [] });
    setBusy(false);
    if (result.ok) return result.data;
    setError(
      result.kind === "network" ? "No connection to the server. Try again." : result.error.message,
    );
    return null;
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("password");
    const data = await post<Enabled>("/api/auth/two-factor/enable", { password });
    if (!data) return;
    const QRCode = await import("qrcode");
    const qr = await QRCode.toDataURL(data.totpURI, { margin: 1, width: 220 });
    const key = new URL(data.totpURI).searchParams.get("secret") ?? "";
    setEnabled({ ...data, qr, key });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get("code");
    if (await post("/api/auth/two-factor/verify-totp", { code })) router.replace(home);
  }

  if (!enabled) {
    return (
      <form onSubmit={start} className="grid gap-4" noValidate>
        <Field id="password" label="Your password">
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </Field>
        <FormAlert message={error} />
        <div>
          <button type="submit" disabled={busy || !hydrated} className={buttonClass}>
            {busy ? "Working…" : "Show my QR code"}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="grid gap-6">
      <section aria-labelledby="scan">
        <h2 id="scan" className="font-semibold text-navy">
          1. Add your key to the app
        </h2>
        <p className="mt-1 text-sm text-muted">
          On a computer, scan this with the app on your phone.
        </p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made in the browser */}
        <img
          src={enabled.qr}
          width={220}
          height={220}
          alt="QR code of your authenticator key"
          className="mt-2"
        />
        <p className="mt-2 text-sm text-muted">
          On the phone that has the app:{" "}
          {/* The otpauth: address hands the key to the authenticator app, which adds it. */}
          <a href={enabled.totpURI} className="font-semibold text-navy underline">
            Open in your authenticator app
          </a>
        </p>
        <p className="mt-2 text-sm text-muted">
          Cannot scan? Type this key into the app instead:{" "}
          <code id="totp-key" className="break-all font-mono text-ink" data-testid="totp-key">
            {enabled.key}
          </code>
        </p>
        <div className="mt-2">
          <CopyButton text={enabled.key} targetId="totp-key" what="authenticator key" />
        </div>
      </section>
      <section aria-labelledby="codes">
        <h2 id="codes" className="font-semibold text-navy">
          2. Keep your recovery codes
        </h2>
        <p className="text-sm text-muted">
          Each one signs you in once if you lose your phone. Write them down or save them somewhere
          only you can open; they are not shown again.
        </p>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
          {enabled.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </section>
      <form onSubmit={confirm} className="grid gap-4" noValidate>
        <h2 className="font-semibold text-navy">3. Enter the code the app shows</h2>
        <Field id="code" label="Six-digit code">
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            className={inputClass}
          />
        </Field>
        <FormAlert message={error} />
        <div>
          <button type="submit" disabled={busy || !hydrated} className={buttonClass}>
            {busy ? "Working…" : `Finish and open ${homeName}`}
          </button>
        </div>
      </form>
    </div>
  );
}
