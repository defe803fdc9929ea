// POST /api/staff/content/photos – an editor or admin uploads a picture (multipart, field "file"):
// checked, re-encoded without metadata and stored (lib/content-store/photos.ts); answers 201 with
// the photo's sizes and the src and srcSet a page uses, or 200 when the same picture is stored.
import { handle } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/request";
import { actorOf, staffJson } from "@/lib/api/staff-action";
import { requireStaffApi } from "@/lib/auth/guard";
import { photoSources } from "@/lib/content-store/photo-sources";
import { readPhotoUpload, storePhoto } from "@/lib/content-store/photos";
import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

export const POST = handle("POST /api/staff/content/photos", async (request: Request) => {
  const staff = await requireStaffApi(request, { duty: "content" });
  assertSameOrigin(request);
  const upload = await readPhotoUpload(request);
  const { created, ...photo } = await storePhoto(await getDb(), upload, actorOf(staff));
  const { src, srcSet } = photoSources(photo);
  return staffJson({ photo: { ...photo, src, srcSet } }, created ? 201 : 200);
});
