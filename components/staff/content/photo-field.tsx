"use client";
// A photo of an item staff edit (an achiever's portrait, a mentor's, a gallery picture): choosing
// a file uploads it at once (POST /api/staff/content/photos: checked, re-encoded without its
// location and camera details, stored at the sizes pages use) and shows it; the form keeps only
// the stored photo's id and size (lib/content-store/picture.ts), saved with the item. Until the
// item is published visitors see nothing of it. A refused file says why under the control.
import { useState } from "react";
import { postForm } from "@/lib/api/client";
import { photoSources } from "@/lib/content-store/photo-sources";
import { type Picture, isUploaded } from "@/lib/content-store/picture";
import { inputClass, secondaryButtonClass } from "../ui";

type Uploaded = { photo: { id: string; width: number; height: number } };

type PhotoFieldProps = {
  /** The file input's id; its messages are `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  value: Picture | null;
  onChange: (picture: Picture | null) => void;
  /** The form's message for the photo (e.g. one the server sent). */
  error?: string;
  /** What to call the photo on the Remove button ("Remove the photo"). */
  removeLabel?: string;
};

const UPLOAD_API = "/api/staff/content/photos";
const PREVIEW_SIZES = "128px";

export function PhotoField({
  id,
  label,
  value,
  onChange,
  error,
  removeLabel = "Remove the photo",
}: PhotoFieldProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const message = refused ?? error;

  async function upload(file: File) {
    setBusy(true);
    setRefused(null);
    setStatus("Uploading the photo…");
    const form = new FormData();
    form.append("file", file);
    const result = await postForm<Uploaded>(UPLOAD_API, form);
    setBusy(false);
    if (result.ok) {
      const { id: photoId, width, height } = result.data.photo;
      onChange({ id: photoId, width, height });
      setStatus("Photo uploaded. Visitors see it once you publish.");
      return;
    }
    setStatus(null);
    setRefused(
      result.kind === "network"
        ? "The connection dropped: the photo was not uploaded. Check the connection and choose it again."
        : (result.error.fields?.file ?? result.error.message),
    );
  }

  const described = [`${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="space-y-2">
      {value && (
        // eslint-disable-next-line @next/next/no-img-element -- the stored sizes, or today's file
        <img
          {...(isUploaded(value)
            ? photoSources(value, PREVIEW_SIZES)
            : { src: value.src, width: value.width, height: value.height })}
          alt="The photo chosen now"
          className="h-32 w-32 rounded-lg object-cover ring-1 ring-line"
        />
      )}
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={inputClass}
          disabled={busy}
          aria-invalid={message ? true : undefined}
          aria-describedby={described}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so choosing the same file again after a refusal uploads it again.
            event.currentTarget.value = "";
            if (file) void upload(file);
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {value ? "Choose another file to replace it. " : ""}A JPEG, PNG or WebP picture, up to 10
          MB. It is stored without its location and camera details.
        </p>
        {message && (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
            {message}
          </p>
        )}
        <p role="status" className="mt-1 text-sm">
          {status}
        </p>
      </div>
      {value && (
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={() => {
            onChange(null);
            setStatus(null);
          }}
        >
          {removeLabel}
        </button>
      )}
    </div>
  );
}
