import { PULSE_QUEUE, type PulseName, type PulseProps } from "~/shared/analytics-events";

type Queue = { push(step: [PulseName, PulseProps?]): unknown };

/**
 * Counts a step of the funnel: handed to the beacon once it has loaded, kept in the page's queue
 * until then. Without a beacon (analytics off) the queue is a few entries that go nowhere.
 */
export function track(name: PulseName, props?: PulseProps) {
  const page = window as unknown as Record<string, Queue | undefined>;
  (page[PULSE_QUEUE] ??= [] as unknown[]).push([name, props]);
}
