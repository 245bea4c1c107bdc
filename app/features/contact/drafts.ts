import { useCallback, useEffect, useState } from "react";
import type { EmailKind, EmailParams } from "./email-params";

const EMPTY_DRAFTS: EmailParams = {
  meeting: { name: "", email: "", date: "", time: "", description: "" },
  connect: { name: "", phone: "" },
};

const storageKey = (kind: EmailKind) => `contact-draft:${kind}`;

export function emptyDraft<K extends EmailKind>(kind: K): EmailParams[K] {
  return { ...EMPTY_DRAFTS[kind] };
}

const isEmpty = (draft: object) => Object.values(draft).every((value) => value === "");

/** The draft saved in this tab, keeping only the form's own fields and only text. */
export function loadDraft<K extends EmailKind>(kind: K): EmailParams[K] {
  const draft: Record<string, string> = emptyDraft(kind);
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(kind)) ?? "null");
    if (typeof stored !== "object" || stored === null) return draft as EmailParams[K];
    for (const field of Object.keys(draft)) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value;
    }
  } catch {
    // Storage blocked or unreadable: start empty.
  }
  return draft as EmailParams[K];
}

/** Saves a draft for this tab, or forgets it once it is empty. Storage may be full or blocked. */
export function saveDraft<K extends EmailKind>(kind: K, draft: EmailParams[K]) {
  try {
    if (isEmpty(draft)) sessionStorage.removeItem(storageKey(kind));
    else sessionStorage.setItem(storageKey(kind), JSON.stringify(draft));
  } catch {
    // The draft still lives in memory for as long as the page does.
  }
}

/** What has been typed into one form: kept across closing, failures and reloads, until it is sent. */
export function useDraft<K extends EmailKind>(kind: K) {
  const [draft, setDraft] = useState(() => loadDraft(kind));

  useEffect(() => saveDraft(kind, draft), [kind, draft]);

  const setField = useCallback(
    <F extends keyof EmailParams[K]>(field: F, value: EmailParams[K][F]) => setDraft((current) => ({ ...current, [field]: value })),
    [],
  );
  const clear = useCallback(() => setDraft(emptyDraft(kind)), [kind]);

  return { draft, setField, clear };
}
