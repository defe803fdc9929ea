import { BackLink } from "@/components/ui/back-link";
import { PageIntro } from "@/components/ui/page-intro";
import { examLabels, exams, getExamOrThrow, type Exam } from "@/lib/content/exams";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";
import { ExamTabs } from "./exam-tabs";
import { FigureTable } from "./figure-table";

/** The body of /Amcat, /Cocubes and /Elitmus, in the page's language. */
export function ExamOverview({ path, locale }: { path: Exam["path"]; locale: Locale }) {
  const exam = inLocale(getExamOrThrow(path), locale);
  const labels = inLocale(examLabels, locale);
  return (
    <>
      <PageIntro
        title={exam.title}
        lead={exam.lead}
        before={<BackLink href="/marathon-classes" label={labels.back} />}
      />
      <div className="mx-auto max-w-page space-y-10 px-4 py-10">
        <ExamTabs exams={exams} current={exam.path} label={labels.tabs} />
        <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
          {exam.tables.map((table) => (
            <FigureTable key={table.caption} table={table} />
          ))}
        </div>
        <section aria-labelledby="exam-tips" className="rounded-card bg-mist p-6">
          <h2 id="exam-tips" className="text-2xl font-semibold text-navy">
            {exam.tipsTitle}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-ink">
            {exam.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
