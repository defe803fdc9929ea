import { ExamOverview } from "@/components/programs/exam-overview";
import { getExamOrThrow } from "@/lib/content/exams";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizedMetadata } from "@/lib/seo";

const exam = getExamOrThrow("/Amcat");

export const generateMetadata = () =>
  localizedMetadata({
    title: exam.title,
    description: exam.description,
    path: exam.path,
  });

export default async function AmcatPage() {
  return <ExamOverview path={exam.path} locale={await pageLocale()} />;
}
