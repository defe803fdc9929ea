// Initials portraits of every person on the site, one file per person whichever lists they are in.
import { everyPhotographedPerson } from "../../lib/content/people";
import { avatarSvg, type ImageJob } from "./lib";

export const jobs: ImageJob[] = everyPhotographedPerson().map((p) => ({
  out: p.photo.src.slice(1),
  svg: avatarSvg(p.name, p.photo.width),
  width: p.photo.width,
  height: p.photo.height,
}));
