import { ExamOverview } from "@/components/programs/exam-overview";
import { getExamOrThrow } from "@/lib/content/exams";
import { localizedMetadata } from "@/lib/seo";

const exam = getExamOrThrow("/Elitmus");

export const generateMetadata = () =>
  localizedMetadata({
    title: exam.title,
    description: exam.description,
    path: exam.path,
  });

export default function ElitmusPage() {
  return <ExamOverview path={exam.path} />;
}
