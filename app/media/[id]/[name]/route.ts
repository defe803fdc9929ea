// GET /media/:id/:name – one stored size of an uploaded photo ("640.webp"), from the database
// (lib/content-store/photos.ts). An address never changes what it names (the id is the hash of
// the picture), so browsers and nginx's cache keep it a year without asking again.
import { ApiError, handle } from "@/lib/api/errors";
import { getPhotoFile } from "@/lib/content-store/photos";
import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

const ID = /^[0-9a-f]{32}$/;
const NAME = /^(320|640|1024|1600|\d{2,4})\.(webp|jpg)$/;

export const GET = handle(
  "GET /media/:id/:name",
  async (request: Request, { params }: { params: Promise<{ id: string; name: string }> }) => {
    const { id, name } = await params;
    const noSuchPhoto = new ApiError("not_found", "There is no such photo.");
    // Checked before the database is asked: an address of ours has exactly this shape.
    if (!ID.test(id) || !NAME.test(name)) throw noSuchPhoto;
    const file = await getPhotoFile(await getDb(), id, name);
    if (!file) throw noSuchPhoto;
    const headers = {
      "Content-Type": file.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      ETag: `"${id}-${name}"`,
    };
    if (request.headers.get("if-none-match") === headers.ETag) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: { ...headers, "Content-Length": String(file.bytes.byteLength) },
    });
  },
);
