import { JoinUsLink } from "@/components/ui/join-us-link";
import type { AboutContent } from "@/lib/content/about";
import type { InLocale } from "@/lib/i18n/text";
import { phoneHref } from "@/lib/content-store/facts";
import { getFacts } from "@/lib/content-store/read";

const contactLink =
  "inline-flex min-h-tap items-center font-semibold break-all text-navy underline underline-offset-4 hover:text-leaf";

type ContactSectionProps = Pick<InLocale<AboutContent>, "join" | "contact"> & {
  /** The postal address on one line, in the page's language. */
  address: string;
};

/**
 * The band the footer's "Contact Us" link scrolls to: the Join Us Today button and a card with
 * the phone number, email and address.
 */
export async function ContactSection({ join, contact, address }: ContactSectionProps) {
  const facts = await getFacts();
  return (
    <section
      id="contact-section"
      aria-labelledby="contact-section-title"
      className="bg-slate text-paper"
    >
      <div className="mx-auto grid max-w-page items-center gap-8 px-4 py-12 md:grid-cols-2">
        <div>
          <h2 id="contact-section-title" className="text-2xl font-semibold text-lime sm:text-3xl">
            {join.title}
          </h2>
          <p className="mt-3 max-w-md">{join.text}</p>
          <JoinUsLink variant="lime" className="mt-6">
            {join.label}
          </JoinUsLink>
        </div>
        <div className="rounded-card bg-paper p-6 text-ink shadow-lift">
          <h3 className="text-xl font-semibold text-navy">{contact.title}</h3>
          <p className="mt-2 text-muted">{contact.text}</p>
          <dl className="mt-4 space-y-3">
            <div>
              <dt className="text-sm text-muted">{contact.phone}</dt>
              <dd>
                <a href={phoneHref(facts)} className={contactLink}>
                  {facts.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{contact.email}</dt>
              <dd>
                <a href={`mailto:${facts.email}`} className={contactLink}>
                  {facts.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{contact.address}</dt>
              <dd>
                <address className="not-italic">{address}</address>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
