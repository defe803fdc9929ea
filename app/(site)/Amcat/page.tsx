import { ExamOverview } from "@/components/programs/exam-overview";
import { getExamOrThrow } from "@/lib/content/exams";
import { pageMetadata } from "@/lib/seo";

const exam = getExamOrThrow("/Amcat");

export const metadata = pageMetadata({
  title: exam.title,
  description: exam.description,
  path: exam.path,
});

export default function AmcatPage() {
  return <ExamOverview path={exam.path} />;
}
