import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { type PersonTubes, type TubeTest, tubesForVisit, type VisitTubes } from "../../../domain/collection-tubes.ts";
import type { PackageTest } from "../../../domain/health-package.ts";
import { findContainersOfTests } from "./lab-tests.repository.ts";

/** A booked line as the booking keeps it: a test's slug or a package's id, and its name as booked. */
type BookedLine = { kind: "test" | "package"; id: string; name: string };

/** What the tubes need of a booking: its people (the caller leaves out anyone erased or removed) and their lines. */
export type BookingForTubes = { id: string; people: readonly { id: string; items: readonly BookedLine[] }[] };

/** A visit's tubes with each person's id beside theirs. */
export type BookingTubes = Omit<VisitTubes, "people"> & { people: (PersonTubes & { personId: string })[] };

/** What the tubes need of the packages: the tests each lists (packages.service.ts testsOfPackages). */
type PackageTests = {
  testsOfPackages: (ids: readonly string[]) => Promise<Map<string, { name: string; tests: PackageTest[] }>>;
};

export type CollectionTubesService = ReturnType<typeof createCollectionTubesService>;

/**
 * The tubes each test needs, merged per visit (issue 35), for the desk's booking page, the lab's
 * day and the collector's morning alike (docs/decisions/2026-11-28-collection-tubes.md).
 */
export function createCollectionTubesService(db: Kysely<Database>, { packages }: { packages: PackageTests }) {
  return {
    /**
     * The tubes to fill and carry for each of these bookings, by booking id (domain/collection-tubes.ts
     * merges them): each person's tests, a package's as the package lists them now, with their
     * containers from the catalogue. A package's test typed as free text, or a test or package the
     * catalogue no longer has, is one to ask the lab about, under the name the booking or the
     * package gives it. Two queries, however many bookings.
     */
    async tubesOfBookings(bookings: readonly BookingForTubes[]): Promise<Map<string, BookingTubes>> {
      const lines = bookings.flatMap((b) => b.people.flatMap((person) => person.items));
      const listed = await packages.testsOfPackages(
        lines.filter((line) => line.kind === "package").map((line) => line.id),
      );
      const catalogue = await findContainersOfTests(db, [
        ...lines.filter((line) => line.kind === "test").map((line) => line.id),
        ...[...listed.values()].flatMap((p) => p.tests.flatMap((test) => (test.slug ? [test.slug] : []))),
      ]);

      const testOf = (slug: string | null, name: string): TubeTest => {
        const known = slug === null ? undefined : catalogue.get(slug);
        return known
          ? { code: slug!, name: known.name, containers: known.containers }
          : { code: slug ?? `name:${name}`, name, containers: null };
      };
      const testsOf = (line: BookedLine): TubeTest[] => {
        if (line.kind === "test") return [testOf(line.id, line.name)];
        const tests = listed.get(line.id)?.tests;
        return tests
          ? tests.map((test) => testOf(test.slug, test.name))
          : [{ code: `package:${line.id}`, name: line.name, containers: null }];
      };

      return new Map(
        bookings.map((booking) => {
          const visit = tubesForVisit(booking.people.map((person) => person.items.flatMap(testsOf)));
          const people = visit.people.map((tubes, i) => ({ ...tubes, personId: booking.people[i]!.id }));
          return [booking.id, { ...visit, people }];
        }),
      );
    },
  };
}
