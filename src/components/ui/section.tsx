import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { Container } from "./container";

const sectionVariants = cva("relative py-20 sm:py-28", {
  variants: {
    tone: {
      light: "bg-surface text-ink-900",
      raised: "bg-surface-raised text-ink-900",
      dark: "on-dark bg-ink-950 text-white",
    },
  },
  defaultVariants: { tone: "light" },
});

export function Section({ className, tone, children, ...props }: React.ComponentProps<"section"> & VariantProps<typeof sectionVariants>) {
  return (
    <section className={cn(sectionVariants({ tone }), className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  text?: string;
  id?: string;
  align?: "start" | "center";
  tone?: "light" | "dark";
  as?: "h1" | "h2";
  className?: string;
};

export function SectionHeading({
  eyebrow,
  title,
  text,
  id,
  align = "start",
  tone = "light",
  as: Heading = "h2",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className={cn("mb-4 text-sm font-semibold tracking-[0.14em] uppercase", tone === "dark" ? "text-coral-400" : "text-brand-700")}>
          {eyebrow}
        </p>
      )}
      <Heading id={id} tabIndex={id ? -1 : undefined} className="text-display-md font-semibold outline-none">
        {title}
      </Heading>
      {text && <p className={cn("mt-5 text-lg leading-relaxed", tone === "dark" ? "text-ink-200" : "text-ink-600")}>{text}</p>}
    </div>
  );
}
