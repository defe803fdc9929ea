// subset-font ships no types: the part of its interface the font and image scripts use.
declare module "subset-font" {
  type SubsetOptions = {
    /** The output format; the input's own when left out. */
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    /** Keep every glyph (the text must then be left out): a change of format only. */
    keepAllGlyphs?: boolean;
  };
  /** The font cut down to the glyphs `text` needs, with the layout rules that shape them. */
  export default function subsetFont(
    font: Buffer,
    text: string | undefined,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
