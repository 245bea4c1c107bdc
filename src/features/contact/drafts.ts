import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { EmailKind, FormFields } from "~/shared/email-params";

const EMPTY_DRAFTS: FormFields = {
  meeting: { name: "", email: "", date: "", time: "", description: "", time_zone: "" },
  connect: { name: "", phone: "" },
};

/**
 * How long a draft outlives its last edit: on a shared computer, a tab closed and restored later
 * does not show the next person what was typed.
 */
export const DRAFT_TTL_MS = 30 * 60 * 1000;

/** Where a form's draft is kept in the tab (restored into the form when it hydrates). */
export const draftKey = (kind: EmailKind) => `contact-draft:${kind}`;

function emptyDraft<K extends EmailKind>(kind: K): FormFields[K] {
  return { ...EMPTY_DRAFTS[kind] };
}

/** Nothing typed: the time zone alone is the browser's, not the visitor's words. */
const isEmpty = (draft: object) => Object.entries(draft).every(([field, value]) => field === "time_zone" || value === "");

/**
 * The draft saved in this tab, keeping only the form's own fields and only text; a draft last
 * edited more than 30 minutes ago is deleted instead.
 */
export function loadDraft<K extends EmailKind>(kind: K, now = Date.now()): FormFields[K] {
  const draft: Record<string, string> = emptyDraft(kind);
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(draftKey(kind)) ?? "null");
    if (typeof stored !== "object" || stored === null) return draft as FormFields[K];
    const { savedAt } = stored as { savedAt?: unknown };
    if (typeof savedAt === "number" && now - savedAt > DRAFT_TTL_MS) {
      sessionStorage.removeItem(draftKey(kind));
      return draft as FormFields[K];
    }
    for (const field of Object.keys(draft)) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value;
    }
  } catch {
    // Storage blocked or unreadable: start empty.
  }
  return draft as FormFields[K];
}

/** Saves a draft for this tab with the time, or forgets it once it is empty. Storage may be full or blocked. */
export function saveDraft<K extends EmailKind>(kind: K, draft: FormFields[K], now = Date.now()) {
  try {
    if (isEmpty(draft)) sessionStorage.removeItem(draftKey(kind));
    else sessionStorage.setItem(draftKey(kind), JSON.stringify({ ...draft, savedAt: now }));
  } catch {
    // The draft still lives in memory for as long as the page does.
  }
}

/** What was typed into a prerendered form before its island ran: kept over a saved draft. */
function typedBeforeHydration<K extends EmailKind>(form: HTMLFormElement | null, draft: FormFields[K]): FormFields[K] {
  if (!form) return draft;
  const typed: Record<string, string> = { ...draft };
  for (const field of Object.keys(typed)) {
    const input = form.elements.namedItem(field);
    if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== "") typed[field] = input.value;
  }
  return typed as FormFields[K];
}

/**
 * What has been typed into one form: kept across closing, failures and reloads, until it is sent
 * or 30 minutes pass without an edit (then it is emptied when the page is next shown).
 * The first render is empty, as the prerendered page is; the saved draft (and, on a form's own
 * page, whatever was typed before the island ran) is put in before the first paint.
 */
export function useDraft<K extends EmailKind>(kind: K, form?: RefObject<HTMLFormElement | null>) {
  const [draft, setDraft] = useState(() => emptyDraft(kind));
  const restored = useRef(false);
  const lastEdit = useRef(Date.now());

  useLayoutEffect(() => {
    setDraft(typedBeforeHydration(form?.current ?? null, loadDraft(kind)));
    restored.current = true;
  }, [kind, form]);
  useEffect(() => {
    if (!restored.current) return;
    lastEdit.current = Date.now();
    saveDraft(kind, draft, lastEdit.current);
  }, [kind, draft]);
  // A page left open (or restored from the back-forward cache) past the limit forgets the draft too.
  useEffect(() => {
    const expire = () => {
      if (document.visibilityState === "visible" && Date.now() - lastEdit.current > DRAFT_TTL_MS) setDraft(emptyDraft(kind));
    };
    document.addEventListener("visibilitychange", expire);
    window.addEventListener("pageshow", expire);
    return () => {
      document.removeEventListener("visibilitychange", expire);
      window.removeEventListener("pageshow", expire);
    };
  }, [kind]);

  const setField = useCallback(
    <F extends keyof FormFields[K]>(field: F, value: FormFields[K][F]) => setDraft((current) => ({ ...current, [field]: value })),
    [],
  );
  const clear = useCallback(() => setDraft(emptyDraft(kind)), [kind]);

  return { draft, setField, clear };
}
