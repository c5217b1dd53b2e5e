import { OPEN_STATUSES } from "../../domain/booking-rules.ts";
import { strictestFasting, type Fasting } from "../../domain/preparation.ts";
import { addDays, istDate, minutesOf } from "../../domain/slots.ts";
import { reminderPreparation } from "../../domain/whatsapp-messages.ts";
import type { OutboxService } from "../api/messages/outbox.service.ts";
import type { CollectBookings } from "../api/bookings/collect-bookings.service.ts";
import type { LabTestsService } from "../api/lab-tests/lab-tests.service.ts";
import type { PackagesService } from "../api/packages/packages.service.ts";
import type { SettingsService } from "../api/settings/settings.service.ts";

const IST_OFFSET_MINUTES = 330;

/** Minutes since midnight in India at this moment. */
const istMinutes = (at: Date) => Math.floor((at.getTime() / 60_000 + IST_OFFSET_MINUTES) % (24 * 60));

/**
 * The evening-before reminder (issue 36): once the Settings time (default 19:00 IST) has passed,
 * every open booking of tomorrow whose patient agreed to updates gets one reminder, with what its
 * tests ask about fasting. Each reminder's key is its booking and day, so turns of the dispatcher
 * in several processes, or after a restart, queue it once; a booking moved to another day gets one
 * for that day; a cancelled one is not open and gets none. After midnight the visit is today and
 * no reminder is queued for it any more.
 */
export function createReminders(deps: {
  settings: Pick<SettingsService, "get">;
  outbox: Pick<OutboxService, "notifyNow" | "channel">;
  bookings: Pick<CollectBookings, "onDate">;
  labTests: Pick<LabTestsService, "get">;
  packages: Pick<PackagesService, "get">;
  now: () => Date;
}) {
  /** The strictest fasting rule of the visit's tests (a package's by its catalogue tests). */
  async function fastingOf(items: { kind: string; id: string }[]): Promise<Fasting | null> {
    const rules: { fasting: Fasting }[] = [];
    for (const item of items) {
      if (item.kind === "test") {
        const test = await deps.labTests.get(item.id);
        if (test) rules.push(test);
        continue;
      }
      for (const { slug } of (await deps.packages.get(item.id))?.tests ?? []) {
        const test = slug ? await deps.labTests.get(slug) : null;
        if (test) rules.push(test);
      }
    }
    return strictestFasting(rules);
  }

  return {
    /** Queues the reminders due now; how many were new. */
    async queueDue(): Promise<number> {
      if (!deps.outbox.channel) return 0;
      const at = deps.now();
      const { reminderTime } = await deps.settings.get();
      if (istMinutes(at) < minutesOf(reminderTime)) return 0;
      const tomorrow = addDays(istDate(at), 1);
      let queued = 0;
      for (const booking of await deps.bookings.onDate(tomorrow)) {
        if (!OPEN_STATUSES.includes(booking.status) || !booking.updatesOptIn) continue;
        const fasting = await fastingOf(booking.people.flatMap((person) => person.items));
        const preparation = reminderPreparation(fasting, booking.language === "hi" ? "hi" : "en");
        const id = await deps.outbox.notifyNow(booking.id, "reminder", {
          variables: { preparation },
          key: `reminder:${booking.id}:${booking.date}`,
        });
        if (id) queued++;
      }
      return queued;
    },
  };
}
export type Reminders = ReturnType<typeof createReminders>;
