// One answer for a file the browser saves instead of showing: the CSV exports and report, a
// person's data, the embedded database's backup, a contest's calendar entry.

/** `body` as `fileName`; not kept by any cache unless `cacheControl` says otherwise. */
export function download(
  body: BodyInit,
  fileName: string,
  contentType: string,
  cacheControl = "no-store",
): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Cache-Control": cacheControl,
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
