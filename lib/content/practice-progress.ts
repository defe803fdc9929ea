// Texts of a student's own progress in the problem browsers: the handle box, the marks from the
// platform, "For your level", the extra filters and AtCoder's difficulty circles.
import { z } from "zod";

const text = z.string().min(1);
const platformTexts = z.object({
  handleLabel: text,
  handleHint: text,
  profile: text.includes("{handle}"),
});

export const progressCopy = z
  .object({
    codeforces: platformTexts,
    atcoder: platformTexts,
    show: text,
    forget: text,
    loading: text.includes("{handle}"),
    summary: text.includes("{handle}").includes("{solved}").includes("{attempted}"),
    rating: text.includes("{rating}"),
    unrated: text,
    none: text.includes("{handle}"),
    partial: text,
    error: text.includes("{message}"),
    solvedMark: text,
    attemptedMark: text,
    viewLabel: text,
    viewAll: text,
    viewLevel: text,
    levelLead: text.includes("{min}").includes("{max}"),
    levelNeedsHandle: text,
    minLabel: text,
    maxLabel: text,
    tagsSummary: text,
    tagsChosen: text.includes("{count}"),
    matchLabel: text,
    matchAll: text,
    matchAny: text,
    clearTags: text,
    difficulty: text.includes("{difficulty}"),
    noDifficulty: text,
    hideDifficulty: text,
  })
  .parse({
    codeforces: {
      handleLabel: "Your Codeforces handle",
      handleHint: "Marks what you have solved and tried on Codeforces. No sign-up needed.",
      profile: "{handle} on Codeforces",
    },
    atcoder: {
      handleLabel: "Your AtCoder user name",
      handleHint: "Marks what you have solved and tried on AtCoder. No sign-up needed.",
      profile: "{handle} on AtCoder",
    },
    show: "Show my progress",
    forget: "Forget handle",
    loading: "Reading the submissions of {handle}…",
    summary: "{handle}: {solved} solved, {attempted} tried but not solved yet.",
    rating: "Rating {rating}.",
    unrated: "Not rated yet.",
    none: "No submissions found for {handle}. Check the spelling; a new account shows nothing until its first submission.",
    partial: "Only the most recent submissions were read: a few older solves may be unmarked.",
    error: "Your progress could not be read: {message}",
    solvedMark: "Accepted",
    attemptedMark: "Tried",
    viewLabel: "Show",
    viewAll: "All problems",
    viewLevel: "For your level",
    levelLead:
      "Unsolved problems rated {min}–{max}, picked for your rating. The order changes every day; ten at a time.",
    levelNeedsHandle: "Enter your handle to see problems picked for your level.",
    minLabel: "Lowest rating",
    maxLabel: "Highest rating",
    tagsSummary: "More tags",
    tagsChosen: "{count} chosen",
    matchLabel: "Problems with",
    matchAll: "all chosen tags",
    matchAny: "any chosen tag",
    clearTags: "Clear tags",
    difficulty: "Difficulty {difficulty}",
    noDifficulty: "Difficulty not estimated",
    hideDifficulty: "Hide difficulty",
  });

export type ProgressCopy = typeof progressCopy;
