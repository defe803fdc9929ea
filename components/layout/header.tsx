import { Link } from "@/components/ui/link";
import { site } from "@/lib/site";
import { Logo } from "./logo";
import { Nav } from "./nav";

export function Header() {
  return (
    <header className="sticky top-0 z-40 bg-navy">
      <div className="relative mx-auto flex max-w-page items-center gap-4 px-4 py-2">
        <Link href="/" className="on-dark rounded" aria-label={`${site.name} home`}>
          <Logo className="h-11 w-auto" title={`${site.name} logo`} />
        </Link>
        <Nav {...site.nav} />
      </div>
    </header>
  );
}
