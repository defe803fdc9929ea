// Interface strings, one file per namespace and language. The server loads them all through
// lib/i18n/request.ts; a client component imports only the namespace it shows (see
// lib/i18n/controls.ts), so no page ships the whole set.
import type { Locale } from "@/lib/i18n/locales";
import enAchievers from "./en/achievers.json";
import enApiError from "./en/apiError.json";
import enBatches from "./en/batches.json";
import enContact from "./en/contact.json";
import enContestList from "./en/contestList.json";
import enControls from "./en/controls.json";
import enError from "./en/error.json";
import enFooter from "./en/footer.json";
import enForm from "./en/form.json";
import enLanguage from "./en/language.json";
import enNav from "./en/nav.json";
import enNotFound from "./en/notFound.json";
import enProblemBrowser from "./en/problemBrowser.json";
import enProblemList from "./en/problemList.json";
import enProblems from "./en/problems.json";
import enSite from "./en/site.json";
import enValidation from "./en/validation.json";
import hiAchievers from "./hi/achievers.json";
import hiApiError from "./hi/apiError.json";
import hiBatches from "./hi/batches.json";
import hiContact from "./hi/contact.json";
import hiContestList from "./hi/contestList.json";
import hiControls from "./hi/controls.json";
import hiError from "./hi/error.json";
import hiFooter from "./hi/footer.json";
import hiForm from "./hi/form.json";
import hiLanguage from "./hi/language.json";
import hiNav from "./hi/nav.json";
import hiNotFound from "./hi/notFound.json";
import hiProblemBrowser from "./hi/problemBrowser.json";
import hiProblemList from "./hi/problemList.json";
import hiProblems from "./hi/problems.json";
import hiSite from "./hi/site.json";
import hiValidation from "./hi/validation.json";

const en = {
  achievers: enAchievers,
  apiError: enApiError,
  batches: enBatches,
  contact: enContact,
  contestList: enContestList,
  controls: enControls,
  error: enError,
  footer: enFooter,
  form: enForm,
  language: enLanguage,
  nav: enNav,
  notFound: enNotFound,
  problemBrowser: enProblemBrowser,
  problemList: enProblemList,
  problems: enProblems,
  site: enSite,
  validation: enValidation,
};

/** Typed by the English files: a Hindi file missing a key (or a namespace) fails the typecheck. */
export type Messages = typeof en;

export const messages: Record<Locale, Messages> = {
  en,
  hi: {
    achievers: hiAchievers,
    apiError: hiApiError,
    batches: hiBatches,
    contact: hiContact,
    contestList: hiContestList,
    controls: hiControls,
    error: hiError,
    footer: hiFooter,
    form: hiForm,
    language: hiLanguage,
    nav: hiNav,
    notFound: hiNotFound,
    problemBrowser: hiProblemBrowser,
    problemList: hiProblemList,
    problems: hiProblems,
    site: hiSite,
    validation: hiValidation,
  },
};
