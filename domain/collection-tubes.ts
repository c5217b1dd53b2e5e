import { z } from "zod";
import type { Locale } from "./locale.ts";
import {
  CONTAINER_KINDS,
  CONTAINERS,
  type ContainerKind,
  containerName,
  HANDLINGS,
  type TestContainers,
} from "./sample-containers.ts";

// What a collector carries and fills (issue 35): each person's tests' containers merged into the
// tubes to fill, in the order of draw, the visit's totals and the morning's. Pure: the containers
// come from the catalogue (server/api/lab-tests/collection-tubes.server.ts reads them), the
// rules are here. docs/decisions/2026-11-28-collection-tubes.md.
//
// The rules, each with its unit test (collection-tubes.test.ts):
// 1. A person's tests that need the same container kind share one: its volume is the sum of
//    theirs, and a test that does not fit the tubes opened so far takes another (largest first,
//    each into the first tube with room). A test needing more than one tube holds takes as many.
// 2. A container marked `separate-draw` is never shared (a post-meal sugar is taken later).
// 3. A test booked twice for one person (alone and in a package) fills its tubes once.
// 4. Tubes follow the order of draw (CLSI GP41), then come urine, stool and swabs.
// 5. A tube's handling is every handling of its tests, the soonest delivery, every note.
// 6. A test whose containers are not set is listed to ask the lab about, never dropped; a test
//    that needs none (an empty list) adds nothing.
// 7. A visit's totals count each person's tubes by kind; a day's add up its visits'.

/** A test (or a package's test) a person was booked for, with its containers from the catalogue. */
export type TubeTest = { code: string; name: string; containers: TestContainers };

const TubeTestRefSchema = z.strictObject({ code: z.string(), name: z.string() });
export type TubeTestRef = z.infer<typeof TubeTestRefSchema>;

/** One tube (or container) to fill for one person. Strict, as the lab's and the collector's answers are. */
export const TubeSchema = z.strictObject({
  kind: z.enum(CONTAINER_KINDS),
  /** The ml its tests take of it; null when none of them says (a swab). */
  volumeMl: z.number().nullable(),
  /** The tests it serves, in the order they were booked. */
  tests: z.array(TubeTestRefSchema),
  /** Every handling its tests ask for, in the order of HANDLINGS. */
  handling: z.array(z.enum(HANDLINGS)),
  /** The soonest any of its tests must reach the lab, in hours; null when none says. */
  deliverWithinHours: z.number().nullable(),
  /** Staff's notes of its tests, each once. */
  notes: z.array(z.string()),
});
export type Tube = z.infer<typeof TubeSchema>;

export const PersonTubesSchema = z.strictObject({
  tubes: z.array(TubeSchema),
  /** Tests whose containers the catalogue does not know yet: the collector asks the lab. */
  askTheLab: z.array(TubeTestRefSchema),
});
export type PersonTubes = z.infer<typeof PersonTubesSchema>;

/** How many of one kind, for the list of what to take from the lab. */
export const TubeCountSchema = z.strictObject({ kind: z.enum(CONTAINER_KINDS), count: z.number().int() });
export type TubeCount = z.infer<typeof TubeCountSchema>;

export type VisitTubes = {
  people: PersonTubes[];
  totals: TubeCount[];
  /** How many tests, over the visit's people, are to ask the lab about. */
  askTheLab: number;
};

export type DayTubes = { totals: TubeCount[]; askTheLab: number };

type Piece = {
  test: TubeTestRef;
  order: number;
  volumeMl: number | null;
  container: NonNullable<TestContainers>[number];
};

type OpenTube = { kind: ContainerKind; pieces: Piece[]; used: number; isSeparate: boolean };

const kindRank = (kind: ContainerKind) => CONTAINERS[kind].drawOrder * 100 + CONTAINER_KINDS.indexOf(kind);

/** A test's need of one container, cut into pieces no larger than the container holds. */
function piecesOf(test: TubeTestRef, order: number, container: NonNullable<TestContainers>[number]): Piece[] {
  const capacity = CONTAINERS[container.kind].capacityMl;
  if (container.volumeMl === null || container.volumeMl <= capacity)
    return [{ test, order, volumeMl: container.volumeMl, container }];
  const pieces: Piece[] = [];
  for (let left = container.volumeMl; left > 1e-9; left -= capacity)
    pieces.push({ test, order, volumeMl: Math.min(left, capacity), container });
  return pieces;
}

function tubeOf({ kind, pieces }: OpenTube): Tube {
  const ordered = [...pieces].sort((a, b) => a.order - b.order);
  const tests: TubeTestRef[] = [];
  for (const { test } of ordered) if (!tests.some((t) => t.code === test.code)) tests.push(test);
  const volumes = pieces.map((p) => p.volumeMl).filter((v): v is number => v !== null);
  const hours = pieces.map((p) => p.container.deliverWithinHours).filter((h): h is number => h !== null);
  const handling = new Set(pieces.flatMap((p) => p.container.handling));
  return {
    kind,
    // Tenths of a ml, as volumes are entered: 0.1 + 0.2 is 0.3 here.
    volumeMl: volumes.length === 0 ? null : Math.round(volumes.reduce((sum, v) => sum + v, 0) * 10) / 10,
    tests,
    handling: HANDLINGS.filter((h) => handling.has(h)),
    deliverWithinHours: hours.length === 0 ? null : Math.min(...hours),
    notes: [...new Set(ordered.map((p) => p.container.note).filter((note) => note !== ""))],
  };
}

/** One person's tubes to fill, in the order of draw, and the tests to ask the lab about. */
export function tubesForPerson(tests: readonly TubeTest[]): PersonTubes {
  const seen = new Set<string>();
  const askTheLab: TubeTestRef[] = [];
  const pieces: Piece[] = [];
  tests.forEach(({ code, name, containers }, order) => {
    if (seen.has(code)) return;
    seen.add(code);
    if (containers === null) askTheLab.push({ code, name });
    else for (const container of containers) pieces.push(...piecesOf({ code, name }, order, container));
  });
  const open: OpenTube[] = [];
  // Largest first, each into the first tube of its kind with room: fewest tubes for the usual needs.
  const largestFirst = [...pieces].sort((a, b) => (b.volumeMl ?? 0) - (a.volumeMl ?? 0) || a.order - b.order);
  for (const piece of largestFirst) {
    const { kind } = piece.container;
    const isSeparate = piece.container.handling.includes("separate-draw");
    const volume = piece.volumeMl ?? 0;
    const room = isSeparate
      ? undefined
      : open.find(
          (tube) => tube.kind === kind && !tube.isSeparate && tube.used + volume <= CONTAINERS[kind].capacityMl + 1e-9,
        );
    if (room) {
      room.pieces.push(piece);
      room.used += volume;
    } else open.push({ kind, pieces: [piece], used: volume, isSeparate });
  }
  const firstOrder = (tube: OpenTube) => Math.min(...tube.pieces.map((p) => p.order));
  open.sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || firstOrder(a) - firstOrder(b));
  return { tubes: open.map(tubeOf), askTheLab };
}

/** Counts by kind, in the order of draw. */
function countByKind(tubes: readonly { kind: ContainerKind; count: number }[]): TubeCount[] {
  const counts = new Map<ContainerKind, number>();
  for (const { kind, count } of tubes) counts.set(kind, (counts.get(kind) ?? 0) + count);
  return [...counts].sort(([a], [b]) => kindRank(a) - kindRank(b)).map(([kind, count]) => ({ kind, count }));
}

/** A visit's people, each with their tubes, and what to carry for all of them. */
export function tubesForVisit(people: readonly (readonly TubeTest[])[]): VisitTubes {
  const merged = people.map(tubesForPerson);
  return {
    people: merged,
    totals: countByKind(merged.flatMap((person) => person.tubes.map((tube) => ({ kind: tube.kind, count: 1 })))),
    askTheLab: merged.reduce((sum, person) => sum + person.askTheLab.length, 0),
  };
}

/** The morning's list: what to take from the lab for all of a day's visits. */
export function tubesForDay(visits: readonly VisitTubes[]): DayTubes {
  return {
    totals: countByKind(visits.flatMap((visit) => visit.totals)),
    askTheLab: visits.reduce((sum, visit) => sum + visit.askTheLab, 0),
  };
}

/** "2 × Serum gold (SST), 1 × EDTA lavender", in a language. */
export function tubeCountsText(totals: readonly TubeCount[], locale: Locale): string {
  return totals.map(({ kind, count }) => `${count} × ${containerName(kind, locale)}`).join(", ");
}
