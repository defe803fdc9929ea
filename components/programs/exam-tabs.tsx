import { Link } from "@/components/ui/link";
import type { Exam } from "@/lib/content/exams";

type ExamTabsProps = {
  exams: Pick<Exam, "path" | "name">[];
  current: Exam["path"];
  label: string;
};

/** Each exam is its own page, so the tabs are links and the current one says so. */
export function ExamTabs({ exams, current, label }: ExamTabsProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 border-b-2 border-navy">
        {exams.map((exam) => {
          const active = exam.path === current;
          return (
            <li key={exam.path}>
              <Link
                href={exam.path}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-tap items-center rounded-t-card px-5 font-semibold transition-colors ${
                  active ? "bg-navy text-lime" : "bg-paper text-navy hover:bg-pale"
                }`}
              >
                {exam.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
