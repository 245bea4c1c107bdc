import type * as React from "react";
import { cn } from "~/lib/cn";

export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("container-page", className)} {...props} />;
}
