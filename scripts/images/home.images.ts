// Logos of the companies on /Achievers: the simple-icons mark where the brand has one, else type.
import { siPersistent, siTcs } from "simple-icons";
import { achieverCompanies } from "../../lib/content/people";
import { logoSvg, PALETTE, type ImageJob } from "./lib";

const MARKS: Record<string, { path: string; hex: string }> = {
  TCS: siTcs,
  Persistent: siPersistent,
};

export const jobs: ImageJob[] = achieverCompanies.map(({ company, logo }) => {
  const mark = MARKS[company];
  return {
    out: logo.src.slice(1),
    svg: logoSvg({
      name: company,
      iconPath: mark?.path,
      color: mark ? `#${mark.hex}` : PALETTE.slate,
      width: logo.width,
      height: logo.height,
    }),
    width: logo.width,
    height: logo.height,
  };
});
