import * as AccordionPrimitive from "@radix-ui/react-accordion";
import ChevronDown from "lucide-react/icons/chevron-down";
import type * as React from "react";
import { cn } from "~/lib/cn";

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn("border-b border-line", className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header>
      <AccordionPrimitive.Trigger
        type="button"
        data-slot="accordion-trigger"
        className={cn("group/trigger flex w-full items-center justify-between py-4 text-left font-display text-xl font-semibold", className)}
        {...props}
      >
        {children}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform duration-(--duration-base) group-data-[state=open]/trigger:rotate-180" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent(props: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return <AccordionPrimitive.Content data-slot="accordion-content" {...props} />;
}
