import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import type { NavLink, SiteNavigation } from "~/content";
import { site } from "~/content/site";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { useContactDialogs } from "~/features/contact/contact-dialogs";
import { NavItemBody } from "./nav-item";

function Group({ value, label, items, onChoose }: { value: string; label: string; items: NavLink[]; onChoose: () => void }) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger>{label}</AccordionTrigger>
      <AccordionContent>
        <ul className="grid gap-1 pb-4 sm:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.href}>
              <Link to={item.href} onClick={onChoose} className="group block rounded-xl p-2.5 hover:bg-surface-sunken">
                <NavItemBody item={item} index={index} />
              </Link>
            </li>
          ))}
        </ul>
      </AccordionContent>
    </AccordionItem>
  );
}

export function MobileNav({ navigation }: { navigation: SiteNavigation }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { openContactDialog } = useContactDialogs();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = "";
    };
  }, [open]);

  const close = () => setOpen(false);
  const openDialog = (kind: "meeting" | "connect") => {
    close();
    // The menu's buttons disappear with it: the dialog returns focus to the toggle instead.
    toggleRef.current?.focus();
    openContactDialog(kind);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-full text-ink-900 transition-colors hover:bg-ink-100"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Site menu"
        hidden={!open}
        className="fixed inset-x-0 top-[var(--header-height,4.5rem)] bottom-0 z-40 overflow-y-auto border-t border-line bg-surface px-[clamp(1rem,4vw,2.5rem)] pb-10"
      >
        <Accordion type="multiple">
          <Group value="solutions" label="Solutions" items={[...navigation.services, ...navigation.products]} onChoose={close} />
          <Group value="cases" label="Case studies" items={navigation.cases} onChoose={close} />
        </Accordion>
        <a
          href={site.careersUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          className="flex items-center justify-between border-b border-line py-4 font-display text-xl font-semibold"
        >
          Careers
          <ArrowUpRight aria-hidden="true" className="size-5" />
        </a>
        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          <Button size="lg" onClick={() => openDialog("meeting")}>
            Book a Meeting
          </Button>
          <Button size="lg" variant="secondary" onClick={() => openDialog("connect")}>
            Connect
          </Button>
        </div>
      </nav>
    </>
  );
}
