import { ExamOverview } from "@/components/programs/exam-overview";
import { getExamOrThrow } from "@/lib/content/exams";
import { localeParams } from "@/lib/i18n/pages";
import { localizedMetadata } from "@/lib/seo";

const exam = getExamOrThrow("/Elitmus");

export const generateMetadata = () =>
  localizedMetadata({
    title: exam.title,
    description: exam.description,
    path: exam.path,
  });

// English only so far: pre-rendered in the languages it exists in.
export const generateStaticParams = localeParams("/Elitmus");

export default function ElitmusPage() {
  return <ExamOverview path={exam.path} />;
}
