// The header's language switch names Hindi in Hindi ("हिन्दी") on every English page. This machine,
// like many Linux desktops, has no Devanagari font of its own, so the label is drawn only if the
// page brings one: a 2 kB subset of Poppins' Devanagari (app/fonts.ts), never the 39 kB file the
// Hindi pages use.
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

const LABEL = "हिन्दी";
/** Poppins' full Devanagari file (600, the label's weight): what the label should look like. */
const REFERENCE = readFileSync("app/fonts/poppins-devanagari-600-normal.woff2");

test("an English page draws the switch's हिन्दी in Poppins, from the small subset only", async ({
  page,
}) => {
  const devanagariFonts: { file: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    const file = new URL(response.url()).pathname.split("/").pop() ?? "";
    if (/devanagari.*\.woff2$/.test(file)) {
      devanagariFonts.push({ file, bytes: (await response.body()).length });
    }
  });
  await page.goto("/features");
  const label = page.getByRole("link", { name: `Read this page in ${LABEL}` });
  await expect(label).toHaveText(LABEL);
  await page.evaluate(() => document.fonts.ready);

  // Draw the label's text three ways on canvases: in the label's own font, in Poppins' full file,
  // and in a font with no Devanagari. The first two agree (the same width, the same ink but for
  // the edge smoothing of a few pixels: 2 % in the full browser, 4 % in the headless shell, whose
  // text rasterizing differs), the third does not: it draws empty boxes, as the label did before
  // (over 30 % of the ink wrong).
  const drawn = await label.evaluate(
    async (element, { text, reference }) => {
      const family = getComputedStyle(element).fontFamily.split(",")[0]!.trim();
      const full = new FontFace("Reference Poppins Devanagari", new Uint8Array(reference), {
        weight: "600",
      });
      document.fonts.add(await full.load());
      const draw = (font: string) => {
        const context = document.createElement("canvas").getContext("2d")!;
        context.canvas.width = 300;
        context.canvas.height = 80;
        context.font = `600 48px ${font}`;
        context.fillText(text, 10, 60);
        const alpha = context.getImageData(0, 0, 300, 80).data.filter((_, i) => i % 4 === 3);
        return { width: context.measureText(text).width, alpha };
      };
      const poppins = draw('"Reference Poppins Devanagari"');
      const ink = poppins.alpha.filter((a) => a > 0).length;
      /** The share of Poppins' inked pixels that another drawing gets visibly wrong. */
      const unlike = (other: ReturnType<typeof draw>) =>
        other.alpha.filter((a, i) => Math.abs(a - poppins.alpha[i]!) > 64).length / ink;
      const label = draw(family);
      const none = draw("monospace");
      return {
        loaded: [...document.fonts].some((f) => f.family === family && f.status === "loaded"),
        widths: [label.width, poppins.width],
        labelUnlike: unlike(label),
        noneUnlike: unlike(none),
      };
    },
    { text: LABEL, reference: [...REFERENCE] },
  );
  expect(drawn.loaded).toBe(true);
  expect(drawn.widths[0]).toBe(drawn.widths[1]);
  expect(drawn.labelUnlike).toBeLessThan(0.08);
  expect(drawn.noneUnlike).toBeGreaterThan(0.3);

  // The page fetched the subset and nothing bigger.
  expect(devanagariFonts).toHaveLength(1);
  expect(devanagariFonts[0]!.bytes).toBeLessThan(4_000);
});

test("a Hindi page does not fetch the label's subset: its own font has the letters", async ({
  page,
}) => {
  const files: string[] = [];
  page.on("request", (request) => files.push(new URL(request.url()).pathname));
  await page.goto("/hi/features");
  await expect(page.getByRole("link", { name: /English/ })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(files.filter((f) => /label.*\.woff2$/.test(f))).toEqual([]);
});
